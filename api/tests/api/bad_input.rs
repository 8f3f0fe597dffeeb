//! Bad input of every kind on the catalogue routes: a 4xx with a clear message, and not one
//! row of any table changes.

use reqwest::{Client, Method, StatusCode};
use serde_json::{Value, json};
use sqlx::PgPool;

use crate::{
    applications::{employer_with_job, seeker_with_resume},
    helpers::*,
};

/// Every row of every table of ours, as text, in a stable order.
async fn snapshot(db: &PgPool) -> Vec<String> {
    let mut out = vec![];
    for table in [
        "users",
        "jobs",
        "applications",
        "saved_jobs",
        "uploads",
        "search_outbox",
        "pending_registrations",
    ] {
        let rows: Vec<String> = sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
            "select t::text from {table} t order by t::text"
        )))
        .fetch_all(db)
        .await
        .unwrap();
        out.push(format!("{table}: {rows:?}"));
    }
    out
}

#[sqlx::test(migrations = false)]
async fn bad_input_is_refused_and_changes_nothing(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (employer, job) = employer_with_job(&app, "e@firm.in", "Steady Job").await;
    let (seeker, _, _) = seeker_with_resume(&app, "s@x.in", "Steady Seeker").await;
    seeker
        .post(app.url(&format!("/api/applications/{job}")))
        .send()
        .await
        .unwrap();
    let application = json_of(
        app.get(&employer, &format!("/api/applications/job/{job}"))
            .await,
        StatusCode::OK,
    )
    .await["data"][0]["_id"]
        .as_str()
        .unwrap()
        .to_string();
    let before = snapshot(&app.db).await;

    let good = json!({ "title": "T", "state": "Goa", "category": "Other", "type": "Full-Time",
        "workMode": "Remote", "description": "d", "salaryMin": 1, "salaryMax": 2 });
    let with = |k: &str, v: Value| {
        let mut b = good.clone();
        b[k] = v;
        b
    };
    let e = &employer;
    let s = &seeker;
    let cases: Vec<(&Client, Method, String, Option<Value>)> = vec![
        (
            e,
            Method::POST,
            "/api/jobs".into(),
            Some(with("title", json!(123))),
        ),
        (
            e,
            Method::POST,
            "/api/jobs".into(),
            Some(with("salaryMin", json!("lots"))),
        ),
        (
            e,
            Method::POST,
            "/api/jobs".into(),
            Some(with("salaryMax", json!(1e308))),
        ),
        (
            e,
            Method::POST,
            "/api/jobs".into(),
            Some(with("openPositions", json!(1e12))),
        ),
        (
            e,
            Method::POST,
            "/api/jobs".into(),
            Some(with("type", json!("Full Time"))),
        ),
        (
            e,
            Method::POST,
            "/api/jobs".into(),
            Some(with("gender", json!("female"))),
        ),
        (
            e,
            Method::POST,
            "/api/jobs".into(),
            Some(with("applicationCount", json!(99))),
        ),
        (
            e,
            Method::POST,
            "/api/jobs".into(),
            Some(with("isClosed", json!(true))),
        ),
        (e, Method::POST, "/api/jobs".into(), Some(json!([1, 2]))),
        (
            e,
            Method::POST,
            "/api/jobs".into(),
            Some(json!("just a string")),
        ),
        (
            e,
            Method::PUT,
            format!("/api/jobs/{job}"),
            Some(with("state", json!("Atlantis"))),
        ),
        (
            e,
            Method::PUT,
            format!("/api/jobs/{job}"),
            Some(with("employer", json!("x"))),
        ),
        (
            e,
            Method::PUT,
            "/api/jobs/%27%20or%201=1--".into(),
            Some(good.clone()),
        ),
        (e, Method::PUT, "/api/jobs/12345".into(), Some(good.clone())),
        (e, Method::DELETE, "/api/jobs/not-a-uuid".into(), None),
        (e, Method::PUT, "/api/jobs/zzz/toggle-close".into(), None),
        (
            e,
            Method::GET,
            "/api/jobs/get-jobs-employer?page=-1".into(),
            None,
        ),
        (
            e,
            Method::GET,
            "/api/jobs/get-jobs-employer?limit=1000000000".into(),
            None,
        ),
        (
            e,
            Method::GET,
            "/api/jobs/get-jobs-employer?page=1e3".into(),
            None,
        ),
        (
            e,
            Method::GET,
            "/api/jobs/employer/00000000-0000-0000-0000-00000000000G".into(),
            None,
        ),
        (e, Method::GET, "/api/users?limit=13e9".into(), None),
        (
            e,
            Method::PUT,
            format!("/api/applications/{application}/status"),
            Some(json!({ "status": "Hired" })),
        ),
        (
            e,
            Method::PUT,
            format!("/api/applications/{application}/status"),
            Some(json!({ "status": null })),
        ),
        (
            e,
            Method::PUT,
            format!("/api/applications/{application}/status"),
            Some(json!({ "status": "Accepted", "resume": "x.pdf" })),
        ),
        (
            e,
            Method::PUT,
            "/api/applications/nope/status".into(),
            Some(json!({ "status": "Accepted" })),
        ),
        (
            e,
            Method::PUT,
            "/api/users/profile".into(),
            Some(json!({ "companyName": 42 })),
        ),
        (
            e,
            Method::PUT,
            "/api/users/profile".into(),
            Some(json!({ "role": "jobseeker" })),
        ),
        (
            s,
            Method::PUT,
            "/api/users/profile".into(),
            Some(json!({ "yearsOfExperience": 1e40, "status": "experienced" })),
        ),
        (
            s,
            Method::PUT,
            "/api/users/profile".into(),
            Some(json!({ "status": "EXPERIENCED" })),
        ),
        (
            s,
            Method::PUT,
            "/api/users/profile".into(),
            Some(json!({ "skills": [1, 2] })),
        ),
        (
            s,
            Method::PUT,
            "/api/users/profile".into(),
            Some(json!({ "name": "Valid Name", "email": "other@x.in" })),
        ),
        (
            s,
            Method::PUT,
            "/api/users/profile".into(),
            Some(json!({ "name": "Valid Name", "isEmailVerified": false })),
        ),
        (s, Method::POST, "/api/applications/1".into(), None),
        (s, Method::POST, format!("/api/applications/{job}"), None),
        (s, Method::POST, "/api/save-jobs/%00".into(), None),
        (s, Method::GET, "/api/applications/my?limit=-5".into(), None),
        (
            s,
            Method::GET,
            "/api/applications/my?status=Unknown".into(),
            None,
        ),
        (s, Method::GET, "/api/save-jobs/my?page=0".into(), None),
    ];
    for (c, method, path, body) in cases {
        let mut req = c.request(method.clone(), app.url(&path));
        if let Some(b) = &body {
            req = req.json(b);
        }
        let r = req.send().await.unwrap();
        let status = r.status();
        let text = r.text().await.unwrap();
        assert!(
            status.is_client_error(),
            "{method} {path} {body:?}: {status} {text}"
        );
        let v: Value = serde_json::from_str(&text)
            .unwrap_or_else(|_| panic!("{method} {path}: not JSON: {text}"));
        assert_eq!(v["success"], json!(false), "{method} {path}");
        assert!(
            v["message"].as_str().is_some_and(|m| m.len() > 5),
            "{method} {path}: {v}"
        );
    }
    // Raw bodies that are not JSON at all.
    for raw in [&b"{\"title\": "[..], b"\xff\xfe", b"null"] {
        let r = employer
            .post(app.url("/api/jobs"))
            .header("content-type", "application/json")
            .body(raw.to_vec())
            .send()
            .await
            .unwrap();
        assert!(r.status().is_client_error(), "{raw:?}");
    }
    assert_eq!(
        snapshot(&app.db).await,
        before,
        "bad input changed stored data"
    );
}
