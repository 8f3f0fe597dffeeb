//! Applications: apply with the résumé of the moment; own lists; employers decide on their
//! own jobs' applications only.

use reqwest::{
    Client, StatusCode,
    multipart::{Form, Part},
};
use serde_json::{Value, json};
use sqlx::PgPool;

use crate::helpers::*;

pub async fn employer_with_job(app: &TestApp, email: &str, title: &str) -> (Client, String) {
    // A salary real for the title: ₹6-9 lakh a year would be far above what a driver, a
    // helper or a watchman is paid, and the scam-risk check holds such a posting.
    let manual = ["Driver", "Helper", "Watchman", "Packer"]
        .iter()
        .any(|w| title.contains(w));
    let (min, max) = if manual {
        (180000, 300000)
    } else {
        (600000, 900000)
    };
    let (c, _) = app.signup("employer", email).await;
    sqlx::query("update users set company_desc = 'd', company_logo = 'l.png' where email = $1")
        .bind(email)
        .execute(&app.db)
        .await
        .unwrap();
    let v = json_of(
        app.post(
            &c,
            "/api/jobs",
            json!({ "title": title, "state": "Maharashtra",
        "location": "Pune", "category": "Engineering", "type": "Full-Time", "workMode": "Hybrid",
        "description": "Build things", "salaryMin": min, "salaryMax": max }),
        )
        .await,
        StatusCode::CREATED,
    )
    .await;
    (c, v["job"]["_id"].as_str().unwrap().to_string())
}

/// A job seeker with an uploaded résumé on the profile; returns the client, user and file.
pub async fn seeker_with_resume(app: &TestApp, email: &str, name: &str) -> (Client, Value, String) {
    let (c, user) = app.signup("jobseeker", email).await;
    sqlx::query("update users set name = $2 where email = $1")
        .bind(email)
        .bind(name)
        .execute(&app.db)
        .await
        .unwrap();
    let part = Part::bytes(b"%PDF-1.4\n%%EOF\n".to_vec())
        .file_name("cv.pdf")
        .mime_str("application/pdf")
        .unwrap();
    let v = json_of(
        c.post(app.url("/api/files/upload"))
            .multipart(Form::new().part("file", part))
            .send()
            .await
            .unwrap(),
        StatusCode::OK,
    )
    .await;
    let file = v["filename"].as_str().unwrap().to_string();
    sqlx::query("update users set resume = $2 where email = $1")
        .bind(email)
        .bind(&file)
        .execute(&app.db)
        .await
        .unwrap();
    (c, user, file)
}

#[sqlx::test(migrations = false)]
async fn apply_track_and_decide(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (employer, job) = employer_with_job(&app, "e@firm.in", "Backend Engineer").await;
    let (other_employer, other_job) = employer_with_job(&app, "o@firm.in", "Tester").await;
    let (seeker, _, resume) = seeker_with_resume(&app, "s@example.in", "Sita Ram").await;
    let (bare, _) = app.signup("jobseeker", "bare@example.in").await;
    let anon = app.client();
    let apply = |c: &Client, job: &str| c.post(app.url(&format!("/api/applications/{job}"))).send();

    error_of(apply(&anon, &job).await.unwrap(), StatusCode::UNAUTHORIZED).await;
    let v = error_of(apply(&employer, &job).await.unwrap(), StatusCode::FORBIDDEN).await;
    assert_eq!(
        v["message"],
        json!("Employers cannot apply for jobs. Please login as a job seeker.")
    );
    let v = error_of(apply(&bare, &job).await.unwrap(), StatusCode::BAD_REQUEST).await;
    assert!(v["message"].as_str().unwrap().contains("resume"));

    let v = json_of(apply(&seeker, &job).await.unwrap(), StatusCode::CREATED).await;
    assert_eq!(v["message"], json!("Applied to job successfully"));
    assert_eq!(v["application"]["status"], json!("Applied"));
    assert_eq!(v["application"]["resume"], json!(resume));
    let v = error_of(apply(&seeker, &job).await.unwrap(), StatusCode::BAD_REQUEST).await;
    assert_eq!(v["message"], json!("You have already applied to this job"));
    let outbox: i64 =
        sqlx::query_scalar("select count(*) from search_outbox where job_id = $1::uuid")
            .bind(&job)
            .fetch_one(&app.db)
            .await
            .unwrap();
    assert_eq!(outbox, 2, "post and apply");

    // Closed jobs take no applications; the job detail shows the viewer's status.
    other_employer
        .put(app.url(&format!("/api/jobs/{other_job}/toggle-close")))
        .send()
        .await
        .unwrap();
    error_of(
        apply(&seeker, &other_job).await.unwrap(),
        StatusCode::BAD_REQUEST,
    )
    .await;
    let v = json_of(
        app.get(&seeker, &format!("/api/jobs/{job}")).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["job"]["applicationStatus"], json!("Applied"));

    // The application keeps the résumé of the moment, even after the profile changes.
    sqlx::query("update users set resume = null where email = 's@example.in'")
        .execute(&app.db)
        .await
        .unwrap();
    let v = json_of(
        app.get(&seeker, "/api/applications/my").await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["applications"].as_array().unwrap().len(), 1);
    assert_eq!(v["applications"][0]["resume"], json!(resume));
    assert_eq!(
        v["applications"][0]["job"]["title"],
        json!("Backend Engineer")
    );
    assert_eq!(v["pagination"]["hasMore"], json!(false));
    json_of(
        app.get(&seeker, "/api/applications/my?limit=1000&page=1")
            .await,
        StatusCode::OK,
    )
    .await;
    error_of(
        app.get(&seeker, "/api/applications/my?limit=1001").await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    error_of(
        app.get(&seeker, "/api/applications/my?status=Hired").await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    error_of(
        app.get(&employer, "/api/applications/my").await,
        StatusCode::FORBIDDEN,
    )
    .await;
    let v = json_of(app.get(&bare, "/api/applications/my").await, StatusCode::OK).await;
    assert_eq!(v["pagination"]["totalCount"], json!(0));

    // Only the owning employer sees the applicants, and may read the résumé sent.
    let v = json_of(
        app.get(&employer, &format!("/api/applications/job/{job}"))
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["data"].as_array().unwrap().len(), 1);
    assert_eq!(v["data"][0]["applicant"]["name"], json!("Sita Ram"));
    assert_eq!(v["data"][0]["applicant"]["email"], json!("s@example.in"));
    assert_eq!(
        app.get(&employer, &format!("/uploads/{resume}"))
            .await
            .status(),
        StatusCode::OK
    );
    assert_eq!(
        app.get(&other_employer, &format!("/uploads/{resume}"))
            .await
            .status(),
        StatusCode::NOT_FOUND
    );
    error_of(
        app.get(&other_employer, &format!("/api/applications/job/{job}"))
            .await,
        StatusCode::NOT_FOUND,
    )
    .await;
    error_of(
        app.get(&seeker, &format!("/api/applications/job/{job}"))
            .await,
        StatusCode::FORBIDDEN,
    )
    .await;
    let v = json_of(
        app.get(
            &employer,
            &format!("/api/applications/job/{job}?search=SITA"),
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["pagination"]["totalCount"], json!(1));
    let v = json_of(
        app.get(
            &employer,
            &format!("/api/applications/job/{job}?search=nobody"),
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["pagination"]["totalCount"], json!(0));

    let list = json_of(
        app.get(&employer, &format!("/api/applications/job/{job}"))
            .await,
        StatusCode::OK,
    )
    .await;
    let app_id = list["data"][0]["_id"].as_str().unwrap().to_string();
    let put = |c: &Client, status: Value| {
        c.put(app.url(&format!("/api/applications/{app_id}/status")))
            .json(&json!({ "status": status }))
            .send()
    };
    error_of(
        put(&other_employer, json!("Accepted")).await.unwrap(),
        StatusCode::NOT_FOUND,
    )
    .await;
    error_of(
        put(&seeker, json!("Accepted")).await.unwrap(),
        StatusCode::FORBIDDEN,
    )
    .await;
    error_of(
        put(&employer, json!("Hired")).await.unwrap(),
        StatusCode::BAD_REQUEST,
    )
    .await;
    error_of(
        put(&employer, json!(3)).await.unwrap(),
        StatusCode::BAD_REQUEST,
    )
    .await;
    for status in ["In Review", "Rejected", "Accepted"] {
        let v = json_of(put(&employer, json!(status)).await.unwrap(), StatusCode::OK).await;
        assert_eq!(v["message"], json!("Status updated"));
        assert_eq!(v["application"]["status"], json!(status));
    }
    let v = json_of(
        app.get(
            &employer,
            &format!("/api/applications/job/{job}?status=accepted"),
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["pagination"]["totalCount"], json!(1));
    let v = json_of(
        app.get(&seeker, "/api/applications/my?status=Accepted")
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["applications"][0]["status"], json!("Accepted"));
    for bad in [
        "/api/applications/job/123",
        "/api/applications/job/00000000-0000-0000-0000-000000000000?page=0",
    ] {
        let r = app.get(&employer, bad).await;
        assert!(r.status().is_client_error(), "{bad}");
    }
}

/// A unique violation answers one way everywhere: ten applications at once to one job make one
/// application; the other nine get the 400 'already applied' a sequential second try gets.
#[sqlx::test(migrations = false)]
async fn parallel_applications_make_one_and_answer_already_applied(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (_, job) = employer_with_job(&app, "e@firm.in", "Welder").await;
    let (seeker, _, _) = seeker_with_resume(&app, "s@example.in", "Sita Ram").await;
    let url = app.url(&format!("/api/applications/{job}"));
    let tries = (0..10).map(|_| seeker.post(&url).send());
    let mut created = 0;
    for r in futures::future::join_all(tries).await {
        let r = r.unwrap();
        if r.status() == StatusCode::CREATED {
            created += 1;
        } else {
            let v = error_of(r, StatusCode::BAD_REQUEST).await;
            assert_eq!(v["code"], json!("already_applied"), "{v}");
        }
    }
    assert_eq!(created, 1);
}

/// Waits until `n` mails to `email` exist; their texts, oldest first.
async fn mails_arrive(app: &TestApp, email: &str, n: usize) -> Vec<String> {
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(20);
    loop {
        let texts = app.mail_texts_to(email);
        if texts.len() >= n {
            return texts;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "mail {n} to {email} did not arrive (have {})",
            texts.len()
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
}

#[sqlx::test(migrations = false)]
async fn applicants_hear_of_status_changes_once_and_see_them_as_new(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (employer, job) = employer_with_job(&app, "hr@firm.in", "Delivery Rider").await;
    let (seeker, _, _) = seeker_with_resume(&app, "ravi@example.in", "Ravi Kumar").await;
    let v = json_of(
        app.post(&seeker, &format!("/api/applications/{job}"), json!({}))
            .await,
        StatusCode::CREATED,
    )
    .await;
    let id = v["application"]["_id"].as_str().unwrap().to_string();
    let codes = app.mails_to("ravi@example.in");
    let put = |status: &str| {
        employer
            .put(app.url(&format!("/api/applications/{id}/status")))
            .json(&json!({ "status": status }))
            .send()
    };
    let status_mails = |texts: Vec<String>| -> Vec<String> {
        texts
            .into_iter()
            .filter_map(|t| {
                t.lines()
                    .find(|l| l.starts_with("Subject: Your application"))
                    .map(str::to_string)
            })
            .collect()
    };

    // Setting the status it already has changes nothing and tells no one.
    json_of(put("Applied").await.unwrap(), StatusCode::OK).await;
    json_of(put("In Review").await.unwrap(), StatusCode::OK).await;
    let texts = mails_arrive(&app, "ravi@example.in", codes + 1).await;
    assert_eq!(
        status_mails(texts.clone()),
        vec!["Subject: Your application for Delivery Rider is now In Review"]
    );
    let mail = texts.last().unwrap();
    assert!(mail.contains("Namaste Ravi Kumar"));
    assert!(mail.contains("http://localhost/application-dashboard"));

    // A change undone within the mail delay sends nothing; the next real change sends one.
    json_of(put("Accepted").await.unwrap(), StatusCode::OK).await;
    json_of(put("In Review").await.unwrap(), StatusCode::OK).await;
    json_of(put("Rejected").await.unwrap(), StatusCode::OK).await;
    let texts = mails_arrive(&app, "ravi@example.in", codes + 2).await;
    assert_eq!(
        status_mails(texts),
        vec![
            "Subject: Your application for Delivery Rider is now In Review",
            "Subject: Your application for Delivery Rider is now Rejected",
        ]
    );
    let queued: i64 =
        sqlx::query_scalar("select count(*) from apalis.jobs where job_type = 'kaamsetu.mail'")
            .fetch_one(&app.db)
            .await
            .unwrap();
    assert_eq!(
        queued,
        2 + 4,
        "the two sign-up code mails, and one per real change (none for Applied → Applied)"
    );

    // The job seeker sees the change as new until they say they have seen it.
    let mine = json_of(
        app.get(&seeker, "/api/applications/my").await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(mine["applications"][0]["isNewStatus"], json!(true));
    assert!(mine["applications"][0]["statusChangedAt"].is_string());
    let overview = json_of(
        app.get(&seeker, "/api/analytics/jobseekrOverview").await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(overview["counts"]["updates"], json!(1));
    let seen = json_of(
        app.post(&seeker, "/api/applications/my/seen", json!({}))
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(seen["updated"], json!(1));
    let mine = json_of(
        app.get(&seeker, "/api/applications/my").await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(mine["applications"][0]["isNewStatus"], json!(false));
    // Employers do not learn whether the applicant has looked.
    let theirs = json_of(
        app.get(&employer, &format!("/api/applications/job/{job}"))
            .await,
        StatusCode::OK,
    )
    .await;
    assert!(theirs["data"][0].get("isNewStatus").is_none());
    error_of(
        app.post(&employer, "/api/applications/my/seen", json!({}))
            .await,
        StatusCode::FORBIDDEN,
    )
    .await;
}

/// An employer's edit or deletion never rewrites or erases what a job seeker did.
#[sqlx::test(migrations = false)]
async fn deleting_or_editing_a_job_keeps_the_seekers_history(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (employer, job) = employer_with_job(&app, "e@firm.in", "Backend Engineer").await;
    let (seeker, _, _) = seeker_with_resume(&app, "s@example.in", "Sita Ram").await;
    let (saver, _) = app.signup("jobseeker", "saver@example.in").await;
    json_of(
        seeker
            .post(app.url(&format!("/api/applications/{job}")))
            .send()
            .await
            .unwrap(),
        StatusCode::CREATED,
    )
    .await;
    for c in [&seeker, &saver] {
        json_of(
            c.post(app.url(&format!("/api/save-jobs/{job}")))
                .send()
                .await
                .unwrap(),
            StatusCode::CREATED,
        )
        .await;
    }

    // An edit after applying: the application still shows what was applied to.
    json_of(
        employer
            .put(app.url(&format!("/api/jobs/{job}")))
            .json(&json!({ "title": "Unpaid Intern", "state": "Maharashtra",
                "location": "Pune", "category": "Engineering", "type": "Internship",
                "workMode": "Hybrid", "description": "Changed", "salaryMin": 1000,
                "salaryMax": 2000 }))
            .send()
            .await
            .unwrap(),
        StatusCode::OK,
    )
    .await;
    let v = json_of(
        app.get(&seeker, "/api/applications/my").await,
        StatusCode::OK,
    )
    .await;
    let applied = &v["applications"][0]["job"];
    assert_eq!(applied["title"], json!("Backend Engineer"));
    assert_eq!(
        applied["salaryText"],
        json!("₹6,00,000 - ₹9,00,000 per year")
    );
    assert_eq!(applied["company"]["companyName"], json!("Test Pvt Ltd"));
    assert_eq!(applied["isRemoved"], json!(false));

    // Delete it.
    json_of(
        employer
            .delete(app.url(&format!("/api/jobs/{job}")))
            .send()
            .await
            .unwrap(),
        StatusCode::OK,
    )
    .await;
    // Gone from the employer's side and from the public...
    let v = json_of(
        app.get(&employer, "/api/jobs/get-jobs-employer").await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["pagination"]["totalCount"], json!(0));
    let e = error_of(
        app.get(&app.client(), &format!("/api/jobs/{job}")).await,
        StatusCode::GONE,
    )
    .await;
    assert_eq!(e["code"], json!("job_removed"));
    error_of(
        app.get(&employer, &format!("/api/applications/job/{job}"))
            .await,
        StatusCode::NOT_FOUND,
    )
    .await;
    error_of(
        employer
            .put(app.url(&format!("/api/jobs/{job}/toggle-close")))
            .send()
            .await
            .unwrap(),
        StatusCode::NOT_FOUND,
    )
    .await;
    error_of(
        employer
            .delete(app.url(&format!("/api/jobs/{job}")))
            .send()
            .await
            .unwrap(),
        StatusCode::NOT_FOUND,
    )
    .await;
    let page = app.get(&app.client(), &format!("/job/x/{job}")).await;
    assert_eq!(page.status(), StatusCode::GONE);
    assert!(page.text().await.unwrap().contains("noindex"));

    // ...but the seeker's application stays, as applied to, marked removed.
    let v = json_of(
        app.get(&seeker, "/api/applications/my").await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["pagination"]["totalCount"], json!(1));
    let applied = &v["applications"][0]["job"];
    assert_eq!(applied["title"], json!("Backend Engineer"));
    assert_eq!(
        applied["salaryText"],
        json!("₹6,00,000 - ₹9,00,000 per year")
    );
    assert_eq!(
        (
            applied["isRemoved"].clone(),
            applied["isClosed"].clone(),
            applied["status"].clone()
        ),
        (json!(true), json!(true), json!("Removed"))
    );
    assert_eq!(v["applications"][0]["status"], json!("Applied"));
    let v = json_of(
        app.get(&seeker, "/api/analytics/jobseekrOverview").await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["counts"]["total"], json!(1), "{v}");
    assert_eq!(v["counts"]["saved"], json!(1), "{v}");

    // Saves stay too, showing the job as no longer available; a new save is refused.
    for c in [&seeker, &saver] {
        let v = json_of(app.get(c, "/api/save-jobs/my").await, StatusCode::OK).await;
        assert_eq!(v["pagination"]["totalCount"], json!(1));
        assert_eq!(v["savedJobs"][0]["job"]["isRemoved"], json!(true));
        assert_eq!(v["savedJobs"][0]["job"]["status"], json!("Removed"));
    }
    error_of(
        saver
            .post(app.url(&format!("/api/save-jobs/{job}")))
            .send()
            .await
            .unwrap(),
        StatusCode::NOT_FOUND,
    )
    .await;
    // The seeker can still let go of the save themselves.
    json_of(
        saver
            .delete(app.url(&format!("/api/save-jobs/{job}")))
            .send()
            .await
            .unwrap(),
        StatusCode::OK,
    )
    .await;
    // And applying to it is a 404 "Job not found", not a constraint error.
    let (late, _, _) = seeker_with_resume(&app, "late@example.in", "Late Comer").await;
    let e = error_of(
        late.post(app.url(&format!("/api/applications/{job}")))
            .send()
            .await
            .unwrap(),
        StatusCode::NOT_FOUND,
    )
    .await;
    assert_eq!(e["message"], json!("Job not found"));
}

/// Applying while the job is being deleted answers as if after it: 404, never a constraint
/// name, and no application lands on a deleted job.
#[sqlx::test(migrations = false)]
async fn applying_while_the_job_is_deleted_is_a_clean_404(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (employer, job) = employer_with_job(&app, "e@firm.in", "Welder").await;
    let mut seekers = vec![];
    for n in 0..6 {
        seekers.push(
            seeker_with_resume(&app, &format!("s{n}@example.in"), "Seeker")
                .await
                .0,
        );
    }
    let delete = employer.delete(app.url(&format!("/api/jobs/{job}"))).send();
    let applies = futures::future::join_all(
        seekers
            .iter()
            .map(|c| c.post(app.url(&format!("/api/applications/{job}"))).send()),
    );
    let (d, results) = tokio::join!(delete, applies);
    assert_eq!(d.unwrap().status(), StatusCode::OK, "the delete");
    let mut created = 0;
    for r in results {
        let r = r.unwrap();
        let status = r.status();
        let body: Value = r.json().await.unwrap();
        assert!(
            status == StatusCode::CREATED
                || (status == StatusCode::NOT_FOUND && body["message"] == json!("Job not found")),
            "{status} {body}"
        );
        assert!(!body.to_string().contains("fkey"), "{body}");
        created += i64::from(status == StatusCode::CREATED);
    }
    // Each apply either landed before the delete (201, and its row is there) or after it
    // (404, and nothing was written); none is told "not found" yet saved, or the reverse.
    let rows: i64 = sqlx::query_scalar("select count(*) from applications where job_id = $1")
        .bind(uuid::Uuid::parse_str(&job).unwrap())
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(rows, created, "applications saved vs. 201s");
    let late = seeker_with_resume(&app, "late@example.in", "Late").await.0;
    let r = late
        .post(app.url(&format!("/api/applications/{job}")))
        .send()
        .await
        .unwrap();
    assert_eq!(
        r.status(),
        StatusCode::NOT_FOUND,
        "an apply after the delete"
    );
}

/// Issue 30: an applicant who chose Hindi reads the status mail in Hindi (the job's title and
/// company as the employer wrote them).
#[sqlx::test(migrations = false)]
async fn a_hindi_speaking_applicant_hears_of_status_changes_in_hindi(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (employer, job) = employer_with_job(&app, "hr@firm.in", "Delivery Rider").await;
    let (seeker, _, _) = seeker_with_resume(&app, "sita@example.in", "Sita Devi").await;
    app.choose_language(&seeker, "hi").await;
    let v = json_of(
        app.post(&seeker, &format!("/api/applications/{job}"), json!({}))
            .await,
        StatusCode::CREATED,
    )
    .await;
    let id = v["application"]["_id"].as_str().unwrap().to_string();
    let before = app.mails_to("sita@example.in");
    json_of(
        employer
            .put(app.url(&format!("/api/applications/{id}/status")))
            .json(&json!({ "status": "Accepted" }))
            .send()
            .await
            .unwrap(),
        StatusCode::OK,
    )
    .await;
    let texts = mails_arrive(&app, "sita@example.in", before + 1).await;
    let mail = crate::alerts::parse_mail(texts.last().unwrap());
    assert!(mail.text.starts_with("नमस्ते Sita Devi,"), "{}", mail.text);
    assert!(
        mail.text
            .contains("Test Pvt Ltd में Delivery Rider के लिए आपके आवेदन की स्थिति अब है: स्वीकृत।"),
        "{}",
        mail.text
    );
    assert!(mail.text.contains("बधाई हो!"), "{}", mail.text);
    // The subject is encoded for the mail's head; it is not the English one.
    assert!(!mail.head.contains("Your application for"), "{}", mail.head);
}
