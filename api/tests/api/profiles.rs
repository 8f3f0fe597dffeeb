//! Profiles (both bodies) and employers' public pages.

use reqwest::{
    StatusCode,
    multipart::{Form, Part},
};
use serde_json::{Value, json};
use sqlx::PgPool;

use crate::helpers::*;

async fn upload(app: &TestApp, c: &reqwest::Client, bytes: &[u8], name: &str) -> String {
    let part = Part::bytes(bytes.to_vec()).file_name(name.to_string());
    let v = json_of(
        c.post(app.url("/api/files/upload"))
            .multipart(Form::new().part("file", part))
            .send()
            .await
            .unwrap(),
        StatusCode::OK,
    )
    .await;
    v["filename"].as_str().unwrap().to_string()
}

#[sqlx::test(migrations = false)]
async fn a_job_seeker_edits_the_own_profile(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (c, _) = app.signup("jobseeker", "p@example.in").await;
    let (other, _) = app.signup("jobseeker", "q@example.in").await;
    let resume = upload(&app, &c, b"%PDF-1.4\n%%EOF\n", "cv.pdf").await;
    let avatar = upload(&app, &c, b"\x89PNG\r\n\x1a\n0000", "me.png").await;
    let theirs = upload(&app, &other, b"%PDF-1.4\n%%EOF\n", "cv.pdf").await;

    let put = |body: serde_json::Value| c.put(app.url("/api/users/profile")).json(&body).send();
    let v = json_of(put(json!({ "name": "Priya Nair", "email": "p@example.in", "phone": "+91 98765 43210",
        "location": "Kochi", "skills": "Excel, Tally, excel", "status": "experienced", "yearsOfExperience": 3,
        "educationQualification": "B.Com", "avatar": avatar, "resume": resume,
        "createdAt": "2020-01-01T00:00:00Z" })).await.unwrap(), StatusCode::OK).await;
    assert_eq!(v["message"], json!("Profile details updated successfully!"));
    let u = &v["user"];
    assert_eq!(
        (
            u["name"].clone(),
            u["skills"].clone(),
            u["yearsOfExperience"].clone()
        ),
        (json!("Priya Nair"), json!(["Excel", "Tally"]), json!(3))
    );
    assert_eq!(u["resume"], json!(resume));
    assert_ne!(
        u["createdAt"],
        json!("2020-01-01T00:00:00Z"),
        "createdAt is read-only"
    );
    let me = json_of(app.get(&c, "/api/auth/me").await, StatusCode::OK).await;
    assert_eq!(me["user"]["location"], json!("Kochi"));

    // Moving away from experienced drops the years; clearing works with null.
    let v = json_of(
        put(json!({ "status": "fresher", "location": null }))
            .await
            .unwrap(),
        StatusCode::OK,
    )
    .await;
    assert_eq!(
        (
            v["user"]["yearsOfExperience"].clone(),
            v["user"]["location"].clone()
        ),
        (json!(null), json!(null))
    );

    let refused = [
        (
            json!({ "email": "new@example.in" }),
            "Email cannot be changed",
        ),
        (json!({ "role": "employer" }), "role"),
        (json!({ "isEmailVerified": true }), "isEmailVerified"),
        (json!({ "companyName": "Acme" }), "companyName"),
        (json!({ "name": "P" }), "Name must be at least 2 characters"),
        (
            json!({ "yearsOfExperience": -2, "status": "experienced" }),
            "Years of experience",
        ),
        (json!({ "skills": 5 }), "Skills"),
        (json!({ "resume": theirs }), "not a file you uploaded"),
        (json!({ "resume": avatar }), "not a file you uploaded"),
        (
            json!({ "avatar": "../../etc/passwd" }),
            "not a file you uploaded",
        ),
    ];
    for (body, fragment) in refused {
        let v = error_of(put(body.clone()).await.unwrap(), StatusCode::BAD_REQUEST).await;
        assert!(
            v["message"].as_str().unwrap().contains(fragment),
            "{body}: {v}"
        );
    }
    let me = json_of(app.get(&c, "/api/auth/me").await, StatusCode::OK).await;
    assert_eq!(
        (
            me["user"]["email"].clone(),
            me["user"]["role"].clone(),
            me["user"]["name"].clone()
        ),
        (
            json!("p@example.in"),
            json!("jobseeker"),
            json!("Priya Nair")
        ),
        "refused updates change nothing"
    );
    error_of(
        app.client()
            .put(app.url("/api/users/profile"))
            .json(&json!({ "name": "X Y" }))
            .send()
            .await
            .unwrap(),
        StatusCode::UNAUTHORIZED,
    )
    .await;
}

#[sqlx::test(migrations = false)]
async fn an_employer_edits_the_company_and_is_listed_publicly(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (c, user) = app.signup("employer", "hr@konark.in").await;
    app.signup("employer", "hr@deccan.in").await;
    app.signup("jobseeker", "seeker@example.in").await;
    let logo = {
        let part = Part::bytes(b"\x89PNG\r\n\x1a\n0000".to_vec()).file_name("logo.png");
        let v = json_of(
            c.post(app.url("/api/files/upload?kind=image"))
                .multipart(Form::new().part("file", part))
                .send()
                .await
                .unwrap(),
            StatusCode::OK,
        )
        .await;
        v["filename"].as_str().unwrap().to_string()
    };
    let put = |body: serde_json::Value| c.put(app.url("/api/users/profile")).json(&body).send();
    error_of(
        put(json!({ "skills": ["Hiring"] })).await.unwrap(),
        StatusCode::BAD_REQUEST,
    )
    .await;
    let v = json_of(
        put(
            json!({ "name": "Ravi Rao", "email": "hr@konark.in", "companyName": "Konark Steel",
        "companyDesc": "Steel for India", "companyLogo": logo, "companyLocation": "Bhubaneswar",
        "industry": "Manufacturing" }),
        )
        .await
        .unwrap(),
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["user"]["companyName"], json!("Konark Steel"));
    // Now complete, the employer can post; renaming the company re-queues its jobs.
    let job = json_of(app.post(&c, "/api/jobs", json!({ "title": "Welder", "state": "Odisha", "category": "Manufacturing",
        "type": "Full-Time", "workMode": "On-site", "description": "Weld", "salaryMin": 18000, "salaryMax": 25000,
        "salaryFrequency": "per month" })).await, StatusCode::CREATED).await;
    let job_id = job["job"]["_id"].as_str().unwrap().to_string();
    json_of(
        put(json!({ "companyName": "Konark Steel Ltd" }))
            .await
            .unwrap(),
        StatusCode::OK,
    )
    .await;
    let n: i64 = sqlx::query_scalar("select count(*) from search_outbox where job_id = $1::uuid")
        .bind(&job_id)
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(n, 2);
    json_of(
        put(json!({ "industry": "Steel" })).await.unwrap(),
        StatusCode::OK,
    )
    .await;
    let n: i64 = sqlx::query_scalar("select count(*) from search_outbox where job_id = $1::uuid")
        .bind(&job_id)
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(
        n, 2,
        "an industry change is not part of the job's public face"
    );

    let anon = app.client();
    let v = json_of(app.get(&anon, "/api/users").await, StatusCode::OK).await;
    assert_eq!(v["pagination"]["totalCount"], json!(2), "employers only");
    assert_eq!(v["pagination"]["limit"], json!(12));
    let v = json_of(
        app.get(&anon, "/api/users?search=bhubaneswar").await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["employers"].as_array().unwrap().len(), 1);
    assert_eq!(v["employers"][0]["companyName"], json!("Konark Steel Ltd"));
    assert_eq!(v["employers"][0]["openJobs"], json!(1));
    assert!(v["employers"][0].get("email").is_none());
    let id = user["_id"].as_str().unwrap();
    let v = json_of(
        app.get(&anon, &format!("/api/users/{id}")).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["employer"]["companyDesc"], json!("Steel for India"));
    for private in ["email", "phone", "resume", "passwordHash", "skills"] {
        assert!(v["employer"].get(private).is_none(), "{private} leaked");
    }
    let seeker: String = sqlx::query_scalar("select id::text from users where role = 'jobseeker'")
        .fetch_one(&app.db)
        .await
        .unwrap();
    let v = error_of(
        app.get(&anon, &format!("/api/users/{seeker}")).await,
        StatusCode::NOT_FOUND,
    )
    .await;
    assert_eq!(v["message"], json!("Employer not found"));
    error_of(
        app.get(&anon, "/api/users/not-an-id").await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    error_of(
        app.get(&anon, "/api/users?page=-1").await,
        StatusCode::BAD_REQUEST,
    )
    .await;
}

/// Issue 30: the account keeps the interface language it chose; the web app applies it at
/// sign-in (it is in `/api/auth/me`).
#[sqlx::test(migrations = false)]
async fn an_account_keeps_its_interface_language(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (c, user) = app.signup("jobseeker", "s@example.in").await;
    assert_eq!(user["language"], json!("en"), "{user}");
    let put = |body: Value| c.put(app.url("/api/users/language")).json(&body).send();
    let v = json_of(
        put(json!({ "language": "hi" })).await.unwrap(),
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["language"], json!("hi"));
    let (again, r) = app.login("s@example.in", PASSWORD, "jobseeker").await;
    assert_eq!(r.status(), StatusCode::OK);
    let me = json_of(app.get(&again, "/api/auth/me").await, StatusCode::OK).await;
    assert_eq!(me["user"]["language"], json!("hi"));
    for bad in [
        json!({ "language": "fr" }),
        json!({ "language": "hi", "x": 1 }),
        json!({}),
    ] {
        error_of(put(bad).await.unwrap(), StatusCode::BAD_REQUEST).await;
    }
    error_of(
        app.client()
            .put(app.url("/api/users/language"))
            .json(&json!({ "language": "hi" }))
            .send()
            .await
            .unwrap(),
        StatusCode::UNAUTHORIZED,
    )
    .await;
}

/// Issue 30: a browser that chose Hindi (`ks_lang=hi`, the web app's switch) gets its sign-up
/// and reset codes in Hindi, and the account it creates keeps Hindi; English is unchanged.
#[sqlx::test(migrations = false)]
async fn codes_are_mailed_in_the_language_the_browser_chose(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let post = |path: &str, body: Value, hindi: bool| {
        let mut r = app.client().post(app.url(path)).json(&body);
        if hindi {
            r = r.header("cookie", "ks_lang=hi");
        }
        r.send()
    };
    for (email, hindi) in [("hindi@example.in", true), ("english@example.in", false)] {
        let r = post(
            "/api/auth/register",
            json!({ "name": "Asha", "email": email, "password": PASSWORD,
                    "confirmPassword": PASSWORD, "role": "jobseeker" }),
            hindi,
        )
        .await
        .unwrap();
        assert_eq!(r.status(), StatusCode::OK);
        let code = app.code_for(email).await;
        let mail = crate::alerts::parse_mail(&app.mail_texts_to(email).pop().unwrap()).text;
        let verified = json_of(
            post(
                "/api/auth/verify-email-and-create",
                json!({ "email": email, "verificationCode": code }),
                hindi,
            )
            .await
            .unwrap(),
            StatusCode::CREATED,
        )
        .await;
        let reset = post(
            "/api/auth/request-password-reset",
            json!({ "email": email }),
            hindi,
        )
        .await
        .unwrap();
        assert_eq!(reset.status(), StatusCode::OK);
        app.nth_code_for(email, 2).await;
        let reset_mail = crate::alerts::parse_mail(&app.mail_texts_to(email).pop().unwrap()).text;
        if hindi {
            assert!(
                mail.contains("अपना ईमेल सत्यापित करके KaamSetu अकाउंट बनाने के लिए यह कोड डालें"),
                "{mail}"
            );
            assert!(mail.contains("यह कोड 10 मिनट तक ही चलेगा।"), "{mail}");
            assert!(
                reset_mail.contains("पासवर्ड दोबारा सेट करने के लिए यह कोड डालें"),
                "{reset_mail}"
            );
            assert_eq!(verified["user"]["language"], json!("hi"));
        } else {
            assert!(
                mail.contains(
                    "Use this code to verify your email and create your KaamSetu account"
                ),
                "{mail}"
            );
            assert!(
                reset_mail.contains("Use this code to reset your KaamSetu password"),
                "{reset_mail}"
            );
            assert_eq!(verified["user"]["language"], json!("en"));
        }
    }
}
