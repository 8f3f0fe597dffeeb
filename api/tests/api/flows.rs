//! Flows beyond the spec: the simple résumé, the applicant's profile for the owning employer,
//! and the dashboard trends that compare a figure with itself a week ago.

use reqwest::{Client, StatusCode};
use serde_json::{Value, json};
use sqlx::PgPool;

use crate::{
    applications::{employer_with_job, seeker_with_resume},
    helpers::*,
};

const SIMPLE_RESUME: &str = "/api/files/simple-resume";

fn form() -> Value {
    json!({ "name": "Ramesh Kumar", "phone": "98765 43210", "city": "Pune",
        "yearsOfExperience": 3,
        "experience": "Delivery rider, Swiggy, 2 years\nLoader at DMart, 1 year",
        "skills": "Driving, Two-wheeler licence, Loading", "education": "12th pass",
        "languages": ["Hindi", "Marathi"] })
}

async fn me(app: &TestApp, c: &Client) -> Value {
    json_of(app.get(c, "/api/auth/me").await, StatusCode::OK).await["user"].clone()
}

/// The file behind `/uploads/{name}` as `c` gets it: status, content type, bytes.
async fn download(app: &TestApp, c: &Client, name: &str) -> (StatusCode, String, Vec<u8>) {
    let r = app.get(c, &format!("/uploads/{name}")).await;
    let status = r.status();
    let ty = r
        .headers()
        .get("content-type")
        .map(|v| v.to_str().unwrap().to_string())
        .unwrap_or_default();
    (status, ty, r.bytes().await.unwrap().to_vec())
}

/// A real PDF of one A4 page: header, trailer, cross-reference table and the page's size.
fn assert_one_page_pdf(bytes: &[u8]) -> String {
    let text = String::from_utf8(bytes.to_vec()).expect("our PDFs are ASCII");
    assert!(text.starts_with("%PDF-1.4\n"), "header");
    assert!(text.trim_end().ends_with("%%EOF"), "trailer");
    assert!(
        text.contains("/Type /Pages /Kids [3 0 R] /Count 1"),
        "one page"
    );
    assert!(text.contains("/MediaBox [0 0 595 842]"), "A4");
    let xref: usize = text
        .rsplit("startxref\n")
        .next()
        .and_then(|t| t.lines().next())
        .and_then(|n| n.parse().ok())
        .expect("startxref");
    assert!(
        text[xref..].starts_with("xref\n"),
        "startxref points at the table"
    );
    text
}

#[sqlx::test(migrations = false)]
async fn a_simple_resume_becomes_the_profiles_resume_and_reaches_the_employer(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (employer, job) = employer_with_job(&app, "e@firm.in", "Delivery Rider").await;
    let (other_employer, _) = employer_with_job(&app, "o@firm.in", "Packer").await;
    let (seeker, _) = app.signup("jobseeker", "ramesh@example.in").await;

    // Without a résumé the application is refused, as the spec wants.
    let r = seeker
        .post(app.url(&format!("/api/applications/{job}")))
        .send()
        .await
        .unwrap();
    let v = error_of(r, StatusCode::BAD_REQUEST).await;
    assert!(v["message"].as_str().unwrap().contains("resume"), "{v}");

    let v = json_of(
        app.post(&seeker, SIMPLE_RESUME, form()).await,
        StatusCode::OK,
    )
    .await;
    let name = v["filename"].as_str().unwrap().to_string();
    assert!(name.ends_with(".pdf") && name.len() == 36, "{name}");
    assert_eq!(v["url"], json!(format!("/uploads/{name}")));
    assert_eq!(v["imageUrl"], v["url"]);
    assert_eq!(v["success"], json!(true));
    assert_eq!(v["message"], json!("Resume created successfully!"));

    // The profile holds it, and the form's fields.
    let user = me(&app, &seeker).await;
    assert_eq!(user["resume"], json!(name));
    assert_eq!(user["name"], json!("Ramesh Kumar"));
    assert_eq!(user["phone"], json!("98765 43210"));
    assert_eq!(user["location"], json!("Pune"));
    assert_eq!(user["status"], json!("experienced"));
    assert_eq!(user["yearsOfExperience"], json!(3));
    assert_eq!(
        user["skills"],
        json!(["Driving", "Two-wheeler licence", "Loading"])
    );
    assert_eq!(user["educationQualification"], json!("12th pass"));
    assert_eq!(user["languages"], json!(["Hindi", "Marathi"]));

    // Stored like an upload: a row of the owner's, counted in the quota.
    let (kind, size, owner): (String, i64, Option<uuid::Uuid>) =
        sqlx::query_as("select kind, size_bytes, owner_id from uploads where filename = $1")
            .bind(&name)
            .fetch_one(&app.db)
            .await
            .unwrap();
    assert_eq!(kind, "document");
    assert_eq!(
        owner.map(|o| o.to_string()),
        user["_id"].as_str().map(str::to_string)
    );

    // The owner downloads a valid one-page PDF with the form's text.
    let (status, ty, bytes) = download(&app, &seeker, &name).await;
    assert_eq!((status, ty.as_str()), (StatusCode::OK, "application/pdf"));
    assert_eq!(bytes.len() as i64, size);
    let text = assert_one_page_pdf(&bytes);
    for line in [
        "(Ramesh Kumar)",
        "Phone: 98765 43210",
        "(3 years of work experience)",
        "(Delivery rider, Swiggy, 2 years)",
        "Hindi \\267 Marathi",
    ] {
        assert!(text.contains(line), "{line} in the PDF");
    }

    // Applying now works in one call; the employer it went to may read it, another may not.
    let r = seeker
        .post(app.url(&format!("/api/applications/{job}")))
        .send()
        .await
        .unwrap();
    let v = json_of(r, StatusCode::CREATED).await;
    assert_eq!(v["application"]["resume"], json!(name));
    let (status, _, employer_bytes) = download(&app, &employer, &name).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(employer_bytes, bytes);
    let (status, _, _) = download(&app, &other_employer, &name).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _, _) = download(&app, &app.client(), &name).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);

    // Made again (replaced later): the new file is the profile's, the old one stays for the
    // application that holds it.
    let mut again = form();
    again["yearsOfExperience"] = json!(0);
    again["experience"] = json!("");
    let v = json_of(
        app.post(&seeker, SIMPLE_RESUME, again).await,
        StatusCode::OK,
    )
    .await;
    let second = v["filename"].as_str().unwrap().to_string();
    assert_ne!(second, name);
    let user = me(&app, &seeker).await;
    assert_eq!(user["resume"], json!(second));
    assert_eq!(user["status"], json!("fresher"));
    assert_eq!(user["yearsOfExperience"], Value::Null);
    let (status, _, _) = download(&app, &employer, &name).await;
    assert_eq!(status, StatusCode::OK, "the application keeps its résumé");
    let (_, _, bytes) = download(&app, &seeker, &second).await;
    assert!(assert_one_page_pdf(&bytes).contains("(Fresher \\(no work experience yet\\))"));

    // And again: the second one, held by no application, goes with its file.
    let v = json_of(
        app.post(&seeker, SIMPLE_RESUME, form()).await,
        StatusCode::OK,
    )
    .await;
    let third = v["filename"].as_str().unwrap();
    let left: i64 = sqlx::query_scalar("select count(*) from uploads where filename = $1")
        .bind(&second)
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(left, 0);
    assert!(!app.config.uploads_dir().join(&second).exists());
    assert!(app.config.uploads_dir().join(third).exists());
}

#[sqlx::test(migrations = false)]
async fn hindi_in_the_form_prints_in_latin_letters_and_other_scripts_are_refused(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (seeker, _) = app.signup("jobseeker", "raj@example.in").await;
    let mut hindi = form();
    hindi["name"] = json!("राम कुमार");
    hindi["city"] = json!("पुणे");
    hindi["skills"] = json!(["ड्राइविंग"]);
    hindi["languages"] = json!("हिंदी, मराठी");
    let v = json_of(
        app.post(&seeker, SIMPLE_RESUME, hindi).await,
        StatusCode::OK,
    )
    .await;
    let name = v["filename"].as_str().unwrap();
    // The profile keeps Hindi as typed; the page shows it in Latin letters.
    let user = me(&app, &seeker).await;
    assert_eq!(user["name"], json!("राम कुमार"));
    assert_eq!(user["location"], json!("पुणे"));
    let (_, _, bytes) = download(&app, &seeker, name).await;
    let text = assert_one_page_pdf(&bytes);
    assert!(text.contains("(Ram Kumar)"), "{text}");
    assert!(text.contains("City: Pune"));
    assert!(text.contains("Hindi \\267 Marathi"));

    let mut tamil = form();
    tamil["city"] = json!("சென்னை");
    let v = error_of(
        app.post(&seeker, SIMPLE_RESUME, tamil).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(
        v["message"],
        json!("City can only be written in English or Hindi letters")
    );
}

#[sqlx::test(migrations = false)]
async fn the_simple_resume_refuses_bad_forms_employers_and_strangers(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (seeker, _) = app.signup("jobseeker", "s@example.in").await;
    let with = |k: &str, v: Value| {
        let mut b = form();
        b[k] = v;
        b
    };
    for (body, message) in [
        (with("name", json!("")), "Name is required"),
        (with("phone", json!("")), "Phone number is required"),
        (
            with("phone", json!("call me")),
            "Please enter a valid phone number",
        ),
        (with("city", json!(" ")), "City is required"),
        (
            with("city", json!("x".repeat(101))),
            "City must be at most 100 characters",
        ),
        (
            with("yearsOfExperience", json!(2.5)),
            "Years of experience must be a whole number of 0 or more",
        ),
        (
            with("experience", json!("x".repeat(501))),
            "Work experience must be at most 500 characters",
        ),
        (
            with(
                "skills",
                json!((0..16).map(|i| format!("s{i}")).collect::<Vec<_>>()),
            ),
            "At most 15 skills fit on the resume",
        ),
        (
            with("education", json!("x".repeat(201))),
            "Education must be at most 200 characters",
        ),
        (
            with(
                "languages",
                json!((0..11).map(|i| format!("l{i}")).collect::<Vec<_>>()),
            ),
            "At most 10 languages",
        ),
    ] {
        let v = error_of(
            app.post(&seeker, SIMPLE_RESUME, body).await,
            StatusCode::BAD_REQUEST,
        )
        .await;
        assert_eq!(v["message"], json!(message));
        assert_eq!(v["code"], json!("validation_failed"));
    }
    // Unknown fields (a role, a file name of someone else's) and wrong types are refused.
    let v = error_of(
        app.post(&seeker, SIMPLE_RESUME, with("resume", json!("x.pdf")))
            .await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert!(
        v["message"]
            .as_str()
            .unwrap()
            .contains("unknown field `resume`"),
        "{v}"
    );
    error_of(
        app.post(&seeker, SIMPLE_RESUME, with("name", json!(5)))
            .await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    let r = seeker
        .post(app.url(SIMPLE_RESUME))
        .body("name=x")
        .send()
        .await
        .unwrap();
    error_of(r, StatusCode::UNSUPPORTED_MEDIA_TYPE).await;
    // Nothing was stored by any of these.
    assert_eq!(me(&app, &seeker).await["resume"], Value::Null);
    let files: i64 = sqlx::query_scalar("select count(*) from uploads")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(files, 0);

    let (employer, _) = app.signup("employer", "e@firm.in").await;
    let v = error_of(
        app.post(&employer, SIMPLE_RESUME, form()).await,
        StatusCode::FORBIDDEN,
    )
    .await;
    assert_eq!(v["code"], json!("wrong_role"));
    error_of(
        app.post(&app.client(), SIMPLE_RESUME, form()).await,
        StatusCode::UNAUTHORIZED,
    )
    .await;
}

#[sqlx::test(migrations = false)]
async fn the_simple_resume_counts_against_the_upload_limits(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (seeker, user) = app.signup("jobseeker", "s@example.in").await;
    // Files already near the 25 MB quota: the résumé would pass it.
    sqlx::query(
        "insert into uploads (filename, kind, content_type, size_bytes, owner_id) \
         select md5(i::text) || '.pdf', 'document', 'application/pdf', 5242880, $1::uuid \
         from generate_series(1, 5) i",
    )
    .bind(user["_id"].as_str().unwrap())
    .execute(&app.db)
    .await
    .unwrap();
    let v = error_of(
        app.post(&seeker, SIMPLE_RESUME, form()).await,
        StatusCode::PAYLOAD_TOO_LARGE,
    )
    .await;
    assert_eq!(v["code"], json!("storage_quota_exceeded"));
    sqlx::query("delete from uploads")
        .execute(&app.db)
        .await
        .unwrap();

    // It shares the 30 uploads an hour of a signed-in user (the refused one above counted).
    for _ in 0..29 {
        let r = app.post(&seeker, SIMPLE_RESUME, form()).await;
        assert_eq!(r.status(), StatusCode::OK);
    }
    let r = app.post(&seeker, SIMPLE_RESUME, form()).await;
    assert!(r.headers().contains_key("retry-after"));
    let v = error_of(r, StatusCode::TOO_MANY_REQUESTS).await;
    assert_eq!(v["code"], json!("rate_limited"));
}

#[sqlx::test(migrations = false)]
async fn the_owning_employer_sees_the_applicants_profile_and_nobody_else(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (employer, job) = employer_with_job(&app, "e@firm.in", "Driver").await;
    let (other_employer, _) = employer_with_job(&app, "o@firm.in", "Cook").await;
    let (seeker, _, _) = seeker_with_resume(&app, "s@example.in", "Sita Devi").await;
    seeker
        .put(app.url("/api/users/profile"))
        .json(
            &json!({ "phone": "98765 43210", "location": "Pune, Maharashtra",
            "status": "experienced", "yearsOfExperience": 4, "skills": ["Driving", "Cooking"],
            "educationQualification": "10th pass", "languages": ["Hindi", "Marathi"] }),
        )
        .send()
        .await
        .unwrap();
    let v = json_of(
        seeker
            .post(app.url(&format!("/api/applications/{job}")))
            .send()
            .await
            .unwrap(),
        StatusCode::CREATED,
    )
    .await;
    // The applicant's own replies carry no profile block.
    assert!(
        v["application"]["applicant"].get("profile").is_none(),
        "{v}"
    );
    let mine = json_of(
        app.get(&seeker, "/api/applications/my").await,
        StatusCode::OK,
    )
    .await;
    assert!(
        mine["applications"][0]["applicant"]
            .get("profile")
            .is_none()
    );

    let list = json_of(
        app.get(&employer, &format!("/api/applications/job/{job}"))
            .await,
        StatusCode::OK,
    )
    .await;
    let profile = &list["data"][0]["applicant"]["profile"];
    assert_eq!(
        profile,
        &json!({ "phone": "98765 43210", "location": "Pune, Maharashtra",
            "status": "experienced", "yearsOfExperience": 4, "skills": ["Driving", "Cooking"],
            "educationQualification": "10th pass", "languages": ["Hindi", "Marathi"] })
    );
    assert_eq!(list["applications"][0]["applicant"]["profile"], *profile);
    // The status change's reply (to the same employer) carries it too.
    let id = list["data"][0]["_id"].as_str().unwrap();
    let v = json_of(
        employer
            .put(app.url(&format!("/api/applications/{id}/status")))
            .json(&json!({ "status": "In Review" }))
            .send()
            .await
            .unwrap(),
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["application"]["applicant"]["profile"], *profile);

    // Another employer, the applicant and strangers get no list at all.
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
    error_of(
        app.get(&app.client(), &format!("/api/applications/job/{job}"))
            .await,
        StatusCode::UNAUTHORIZED,
    )
    .await;
    // The public employer pages show nothing of job seekers.
    let users = json_of(app.get(&app.client(), "/api/users").await, StatusCode::OK).await;
    assert!(!users.to_string().contains("98765 43210"));
}

/// Posts `n` jobs as `employer` and returns their ids.
async fn post_jobs(app: &TestApp, employer: &Client, n: usize) -> Vec<String> {
    let mut ids = Vec::new();
    for i in 0..n {
        let v = json_of(
            app.post(
                employer,
                "/api/jobs",
                json!({ "title": format!("Job {i}"), "state": "Goa",
                "category": "Other", "type": "Part-Time", "workMode": "Remote",
                "description": "d", "salaryMin": 1, "salaryMax": 2 }),
            )
            .await,
            StatusCode::CREATED,
        )
        .await;
        ids.push(v["job"]["_id"].as_str().unwrap().to_string());
    }
    ids
}

/// Moves every date of the employer's jobs, their applications and their recorded changes
/// `days` into the past, as if it all had happened then.
async fn age(app: &TestApp, days: i32) {
    for sql in [
        "update jobs set created_at = created_at - make_interval(days => $1), \
           updated_at = updated_at - make_interval(days => $1), \
           deleted_at = deleted_at - make_interval(days => $1)",
        "update applications set created_at = created_at - make_interval(days => $1), \
           updated_at = updated_at - make_interval(days => $1)",
        "update job_status_changes set changed_at = changed_at - make_interval(days => $1)",
        "update application_status_changes set changed_at = changed_at - make_interval(days => $1)",
    ] {
        sqlx::query(sql).bind(days).execute(&app.db).await.unwrap();
    }
}

async fn counts(app: &TestApp, employer: &Client) -> Value {
    json_of(
        app.get(employer, "/api/analytics/overview").await,
        StatusCode::OK,
    )
    .await["counts"]
        .clone()
}

#[sqlx::test(migrations = false)]
async fn the_dashboard_trends_compare_each_figure_with_itself_a_week_ago(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (employer, _) = app.signup("employer", "e@firm.in").await;
    sqlx::query("update users set company_desc = 'd', company_logo = 'l.png'")
        .execute(&app.db)
        .await
        .unwrap();
    // 9 jobs posted two weeks ago, all still active, nothing since: the trend is 0, not the
    // "-100%" beside "9" that comparing jobs posted this week (0) with last week's would give.
    post_jobs(&app, &employer, 9).await;
    age(&app, 10).await;
    let c = counts(&app, &employer).await;
    assert_eq!(c["totalActiveJobs"], json!(9));
    assert_eq!(c["trends"]["activeJobs"], json!(0.0), "{c}");

    // Two closed three days ago, one deleted, one posted today: 9 then, 7 now.
    let (seeker, _, _) = seeker_with_resume(&app, "s@example.in", "Sita").await;
    let (seeker2, _, _) = seeker_with_resume(&app, "t@example.in", "Tara").await;
    let ids: Vec<String> = sqlx::query_scalar("select id::text from jobs order by title")
        .fetch_all(&app.db)
        .await
        .unwrap();
    // Two applications made and one accepted two weeks ago (aged with the rest below).
    for s in [&seeker, &seeker2] {
        let r = s
            .post(app.url(&format!("/api/applications/{}", ids[8])))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), StatusCode::CREATED);
    }
    let list = json_of(
        app.get(&employer, &format!("/api/applications/job/{}", ids[8]))
            .await,
        StatusCode::OK,
    )
    .await;
    let first = list["data"][0]["_id"].as_str().unwrap().to_string();
    let second = list["data"][1]["_id"].as_str().unwrap().to_string();
    employer
        .put(app.url(&format!("/api/applications/{first}/status")))
        .json(&json!({ "status": "Accepted" }))
        .send()
        .await
        .unwrap();
    age(&app, 10).await;
    for id in &ids[..2] {
        employer
            .put(app.url(&format!("/api/jobs/{id}/toggle-close")))
            .send()
            .await
            .unwrap();
    }
    employer
        .delete(app.url(&format!("/api/jobs/{}", ids[2])))
        .send()
        .await
        .unwrap();
    age(&app, 3).await;
    let fresh = post_jobs(&app, &employer, 1).await;
    // This week: the hire undone and the other accepted; one more application.
    let (seeker3, _, _) = seeker_with_resume(&app, "u@example.in", "Uma").await;
    seeker3
        .post(app.url(&format!("/api/applications/{}", fresh[0])))
        .send()
        .await
        .unwrap();
    for (id, status) in [(&first, "Rejected"), (&second, "Accepted")] {
        employer
            .put(app.url(&format!("/api/applications/{id}/status")))
            .json(&json!({ "status": status }))
            .send()
            .await
            .unwrap();
    }

    let c = counts(&app, &employer).await;
    // Active: 9 a week ago (all of them), now 9 - 2 closed - 1 deleted + 1 new = 7.
    assert_eq!(c["totalActiveJobs"], json!(7), "{c}");
    assert_eq!(c["trends"]["activeJobs"], json!(-22.2), "{c}");
    // Applicants: 2 a week ago, 3 now.
    assert_eq!(c["totalApplications"], json!(3));
    assert_eq!(c["trends"]["totalApplicants"], json!(50.0));
    // Hired: 1 a week ago (a different person), 1 now: no change.
    assert_eq!(c["totalHired"], json!(1));
    assert_eq!(c["trends"]["totalHired"], json!(0.0));

    // A reopened job counts again.
    employer
        .put(app.url(&format!("/api/jobs/{}/toggle-close", ids[0])))
        .send()
        .await
        .unwrap();
    let c = counts(&app, &employer).await;
    assert_eq!(c["totalActiveJobs"], json!(8));
    assert_eq!(c["trends"]["activeJobs"], json!(-11.1));
}
