//! The authorization matrix: every route of the catalogue, every method, as anonymous, two
//! job seekers and two employers (owner and non-owner). Who gets data and who gets 401/403/404.

use reqwest::{Client, Method, StatusCode};
use serde_json::{Value, json};
use sqlx::PgPool;

use crate::{
    applications::{employer_with_job, seeker_with_resume},
    helpers::*,
};

const WHO: [&str; 6] = [
    "anonymous",
    "admin",
    "seeker A",
    "seeker B",
    "employer B",
    "employer A",
];

fn job_body() -> Value {
    json!({ "title": "Matrix Job", "state": "Assam", "category": "Other", "type": "Internship",
        "workMode": "Remote", "description": "d", "salaryMin": 5000, "salaryMax": 8000 })
}

async fn call(
    app: &TestApp,
    c: &Client,
    method: Method,
    path: &str,
    body: Option<&Value>,
) -> (StatusCode, Value) {
    let mut req = c.request(method, app.url(path));
    if let Some(b) = body {
        req = req.json(b);
    }
    let r = req.send().await.unwrap();
    let status = r.status();
    let v = r.json::<Value>().await.unwrap_or(Value::Null);
    (status, v)
}

#[sqlx::test(migrations = false)]
async fn every_route_answers_each_kind_of_user_as_it_should(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (emp_a, job_a) = employer_with_job(&app, "a@firm.in", "Owned by A").await;
    let (emp_b, job_b) = employer_with_job(&app, "b@firm.in", "Owned by B").await;
    let post_job = || async {
        let v = json_of(
            app.post(&emp_a, "/api/jobs", job_body()).await,
            StatusCode::CREATED,
        )
        .await;
        v["job"]["_id"].as_str().unwrap().to_string()
    };
    let job_toggle = post_job().await;
    let job_delete = post_job().await;
    let job_report = post_job().await;
    // Two jobs the scam-risk check holds for review, and a third employer to suspend.
    let held = || async {
        let mut body = job_body();
        body["description"] = json!("Registration fee of Rs 500 to be paid before joining.");
        let v = json_of(
            app.post(&emp_a, "/api/jobs", body).await,
            StatusCode::CREATED,
        )
        .await;
        assert_eq!(v["review"], json!("held"), "{v}");
        v["job"]["_id"].as_str().unwrap().to_string()
    };
    let job_held = held().await;
    let job_held_2 = held().await;
    employer_with_job(&app, "c@firm.in", "Owned by C").await;
    let employer_c_id: String =
        sqlx::query_scalar("select id::text from users where email = 'c@firm.in'")
            .fetch_one(&app.db)
            .await
            .unwrap();
    kaamsetu_api::accounts::admin::create_admin(&app.db, "admin@kaamsetu.in", PASSWORD)
        .await
        .unwrap();
    let (admin, r) = app.login("admin@kaamsetu.in", PASSWORD, "admin").await;
    assert_eq!(r.status(), StatusCode::OK);
    let (seeker_a, user_a, resume_a) = seeker_with_resume(&app, "sa@x.in", "Seeker A").await;
    let (seeker_b, _) = app.signup("jobseeker", "sb@x.in").await;
    seeker_a
        .post(app.url(&format!("/api/applications/{job_a}")))
        .send()
        .await
        .unwrap();
    seeker_a
        .post(app.url(&format!("/api/save-jobs/{job_a}")))
        .send()
        .await
        .unwrap();
    seeker_b
        .post(app.url(&format!("/api/save-jobs/{job_b}")))
        .send()
        .await
        .unwrap();
    let application_a = json_of(
        app.get(&emp_a, &format!("/api/applications/job/{job_a}"))
            .await,
        StatusCode::OK,
    )
    .await["data"][0]["_id"]
        .as_str()
        .unwrap()
        .to_string();
    let employer_a_id: String =
        sqlx::query_scalar("select id::text from users where email = 'a@firm.in'")
            .fetch_one(&app.db)
            .await
            .unwrap();
    let seeker_a_id = user_a["_id"].as_str().unwrap().to_string();
    let alert_b = json_of(
        app.post(
            &seeker_b,
            "/api/alerts",
            json!({ "frequency": "daily", "search": { "keyword": "owned" } }),
        )
        .await,
        StatusCode::CREATED,
    )
    .await["alert"]["_id"]
        .as_str()
        .unwrap()
        .to_string();
    kaamsetu_indexer::worker::Indexer::open(app.db.clone(), app.config.index_dir())
        .await
        .unwrap()
        .drain()
        .await
        .unwrap();
    let clients = [app.client(), admin, seeker_a, seeker_b, emp_b, emp_a];

    use StatusCode as S;
    let (ok, created, bad, unauth, forbidden, missing) = (
        S::OK,
        S::CREATED,
        S::BAD_REQUEST,
        S::UNAUTHORIZED,
        S::FORBIDDEN,
        S::NOT_FOUND,
    );
    // (method, path, body, expected status per actor in WHO order). Actors run in that order,
    // owners last, so a destructive call by the owner comes after everyone else's attempt.
    let cases: Vec<(Method, String, Option<Value>, [StatusCode; 6])> = vec![
        (
            Method::GET,
            "/api/auth/me".into(),
            None,
            [ok, ok, ok, ok, ok, ok],
        ),
        (
            Method::GET,
            "/api/jobs?keyword=owned".into(),
            None,
            [ok, ok, ok, ok, ok, ok],
        ),
        (
            Method::GET,
            "/api/jobs/title-suggestions?keyword=ow".into(),
            None,
            [ok, ok, ok, ok, ok, ok],
        ),
        (
            Method::GET,
            format!("/api/jobs/{job_a}/similar"),
            None,
            [ok, ok, ok, ok, ok, ok],
        ),
        (
            Method::GET,
            "/api/jobs/trending".into(),
            None,
            [ok, ok, ok, ok, ok, ok],
        ),
        (
            Method::GET,
            format!("/api/jobs/{job_a}"),
            None,
            [ok, ok, ok, ok, ok, ok],
        ),
        (
            Method::GET,
            format!("/api/jobs/employer/{employer_a_id}"),
            None,
            [ok, ok, ok, ok, ok, ok],
        ),
        (
            Method::GET,
            "/api/jobs/total-open-positions".into(),
            None,
            [ok, ok, ok, ok, ok, ok],
        ),
        (
            Method::GET,
            "/api/places?q=pune".into(),
            None,
            [ok, ok, ok, ok, ok, ok],
        ),
        (
            Method::GET,
            "/api/users".into(),
            None,
            [ok, ok, ok, ok, ok, ok],
        ),
        (
            Method::GET,
            "/api/meta".into(),
            None,
            [ok, ok, ok, ok, ok, ok],
        ),
        (
            Method::POST,
            "/api/chatbot/chat".into(),
            Some(json!({ "message": "owned jobs" })),
            [ok, ok, ok, ok, ok, ok],
        ),
        (
            Method::GET,
            "/api/brochure.pdf".into(),
            None,
            [ok, ok, ok, ok, ok, ok],
        ),
        (
            Method::GET,
            "/api/jobs/recommended".into(),
            None,
            [unauth, forbidden, ok, ok, forbidden, forbidden],
        ),
        (
            Method::GET,
            format!("/api/users/{employer_a_id}"),
            None,
            [ok, ok, ok, ok, ok, ok],
        ),
        (
            Method::GET,
            format!("/api/users/{seeker_a_id}"),
            None,
            [missing, missing, missing, missing, missing, missing],
        ),
        (
            Method::POST,
            "/api/jobs".into(),
            Some(job_body()),
            [unauth, forbidden, forbidden, forbidden, created, created],
        ),
        (
            Method::PUT,
            format!("/api/jobs/{job_a}"),
            Some(job_body()),
            [unauth, forbidden, forbidden, forbidden, missing, ok],
        ),
        (
            Method::PUT,
            format!("/api/jobs/{job_toggle}/toggle-close"),
            None,
            [unauth, forbidden, forbidden, forbidden, missing, ok],
        ),
        (
            Method::DELETE,
            format!("/api/jobs/{job_delete}"),
            None,
            [unauth, forbidden, forbidden, forbidden, missing, ok],
        ),
        (
            Method::GET,
            "/api/jobs/get-jobs-employer".into(),
            None,
            [unauth, forbidden, forbidden, forbidden, ok, ok],
        ),
        (
            Method::POST,
            format!("/api/save-jobs/{job_a}"),
            None,
            [unauth, forbidden, ok, created, forbidden, forbidden],
        ),
        (
            Method::DELETE,
            format!("/api/save-jobs/{job_b}"),
            None,
            [unauth, forbidden, missing, ok, forbidden, forbidden],
        ),
        (
            Method::GET,
            "/api/save-jobs/my".into(),
            None,
            [unauth, forbidden, ok, ok, forbidden, forbidden],
        ),
        (
            Method::POST,
            format!("/api/applications/{job_b}"),
            None,
            [unauth, forbidden, created, bad, forbidden, forbidden],
        ),
        (
            Method::GET,
            "/api/applications/my".into(),
            None,
            [unauth, forbidden, ok, ok, forbidden, forbidden],
        ),
        (
            Method::POST,
            "/api/applications/my/seen".into(),
            None,
            [unauth, forbidden, ok, ok, forbidden, forbidden],
        ),
        (
            Method::GET,
            format!("/api/applications/job/{job_a}"),
            None,
            [unauth, forbidden, forbidden, forbidden, missing, ok],
        ),
        (
            Method::PUT,
            format!("/api/applications/{application_a}/status"),
            Some(json!({ "status": "In Review" })),
            [unauth, forbidden, forbidden, forbidden, missing, ok],
        ),
        // Seeker A applied to both employers' jobs above, so both may read that résumé.
        (
            Method::GET,
            format!("/uploads/{resume_a}"),
            None,
            [unauth, missing, ok, missing, ok, ok],
        ),
        (
            Method::GET,
            "/api/analytics/overview".into(),
            None,
            [unauth, forbidden, forbidden, forbidden, ok, ok],
        ),
        (
            Method::GET,
            "/api/analytics/jobseekrOverview".into(),
            None,
            [unauth, forbidden, ok, ok, forbidden, forbidden],
        ),
        (
            Method::PUT,
            "/api/users/profile".into(),
            Some(json!({})),
            [unauth, bad, ok, ok, ok, ok],
        ),
        (
            Method::PUT,
            "/api/users/language".into(),
            Some(json!({ "language": "hi" })),
            [unauth, ok, ok, ok, ok, ok],
        ),
        (
            Method::DELETE,
            "/api/users/resume".into(),
            None,
            [unauth, forbidden, ok, missing, forbidden, forbidden],
        ),
        (
            Method::POST,
            "/api/files/simple-resume".into(),
            Some(json!({ "name": "Seeker Name", "phone": "9876543210", "city": "Pune" })),
            [unauth, forbidden, ok, ok, forbidden, forbidden],
        ),
        (
            Method::GET,
            "/api/alerts".into(),
            None,
            [unauth, forbidden, ok, ok, forbidden, forbidden],
        ),
        (
            Method::POST,
            "/api/alerts".into(),
            Some(json!({ "frequency": "weekly", "search": { "category": ["Other"] } })),
            [unauth, forbidden, created, created, forbidden, forbidden],
        ),
        // Seeker B's alert: B (after A) may change and delete it.
        (
            Method::PUT,
            format!("/api/alerts/{alert_b}"),
            Some(json!({ "active": false })),
            [unauth, forbidden, missing, ok, forbidden, forbidden],
        ),
        (
            Method::DELETE,
            format!("/api/alerts/{alert_b}"),
            None,
            [unauth, forbidden, missing, ok, forbidden, forbidden],
        ),
        (
            Method::POST,
            "/api/alerts/guest".into(),
            Some(
                json!({ "email": "guest@x.in", "frequency": "daily", "search": { "keyword": "owned" } }),
            ),
            [created, created, created, created, created, created],
        ),
        // The mailed links carry their own authority (no session): a forged one is refused for all.
        (
            Method::POST,
            "/api/alerts/confirm?token=forged".into(),
            None,
            [bad, bad, bad, bad, bad, bad],
        ),
        (
            Method::POST,
            "/api/alerts/unsubscribe?token=forged".into(),
            None,
            [bad, bad, bad, bad, bad, bad],
        ),
        // Trust and safety (issue 29): anyone may report a job but its own employer; a person
        // counts once (the first report of each is new).
        (
            Method::POST,
            format!("/api/jobs/{job_report}/report"),
            Some(json!({ "reason": "fee_asked" })),
            [created, created, created, created, created, bad],
        ),
        (
            Method::POST,
            "/api/employer/verify-domain".into(),
            Some(json!({ "email": "hr@firm.in" })),
            [unauth, forbidden, forbidden, forbidden, ok, ok],
        ),
        (
            Method::POST,
            "/api/employer/verify-domain/confirm".into(),
            Some(json!({ "code": "000000" })),
            [unauth, forbidden, forbidden, forbidden, bad, bad],
        ),
        // The moderation console's API: admins only.
        (
            Method::GET,
            "/api/admin/moderation".into(),
            None,
            [unauth, ok, forbidden, forbidden, forbidden, forbidden],
        ),
        (
            Method::GET,
            "/api/admin/audit-log".into(),
            None,
            [unauth, ok, forbidden, forbidden, forbidden, forbidden],
        ),
        (
            Method::POST,
            format!("/api/admin/jobs/{job_held}/approve"),
            None,
            [unauth, ok, forbidden, forbidden, forbidden, forbidden],
        ),
        (
            Method::POST,
            format!("/api/admin/jobs/{job_held_2}/reject"),
            Some(json!({ "message": "Asks job seekers for a fee" })),
            [unauth, ok, forbidden, forbidden, forbidden, forbidden],
        ),
        (
            Method::POST,
            format!("/api/admin/employers/{employer_c_id}/suspend"),
            Some(json!({ "message": "Fake jobs asking for fees" })),
            [unauth, ok, forbidden, forbidden, forbidden, forbidden],
        ),
        (
            Method::POST,
            "/api/auth/logout".into(),
            None,
            [ok, ok, ok, ok, ok, ok],
        ),
    ];
    let mut failures = vec![];
    let mut checked = std::collections::BTreeSet::new();
    for (method, path, body, expected) in &cases {
        for (who, c) in clients.iter().enumerate() {
            let (got, v) = call(&app, c, method.clone(), path, body.as_ref()).await;
            if got != expected[who] {
                failures.push(format!(
                    "{method} {path} as {}: got {got}, want {} ({v})",
                    WHO[who], expected[who]
                ));
            }
            if got.is_client_error() && !path.starts_with("/uploads/") {
                assert_eq!(v["success"], json!(false), "{method} {path}: error shape");
            }
        }
        checked.insert(format!("{method} {}", template(path)));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));

    // Nobody's data leaks into another's lists (re-login: the matrix ended with logouts).
    let (emp_b, _) = app.login("b@firm.in", PASSWORD, "employer").await;
    let (seeker_b, _) = app.login("sb@x.in", PASSWORD, "jobseeker").await;
    let v = json_of(
        app.get(&emp_b, "/api/jobs/get-jobs-employer").await,
        StatusCode::OK,
    )
    .await;
    assert!(
        v["data"]
            .as_array()
            .unwrap()
            .iter()
            .all(|j| j["title"] != json!("Owned by A")),
        "{v}"
    );
    let v = json_of(
        app.get(&seeker_b, "/api/applications/my").await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["pagination"]["totalCount"], json!(0));
    let v = json_of(
        app.get(&seeker_b, "/api/save-jobs/my").await,
        StatusCode::OK,
    )
    .await;
    // B's list holds exactly B's own save (job A, saved in the matrix; job B was removed).
    let saved: Vec<&Value> = v["savedJobs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| &s["job"]["_id"])
        .collect();
    assert_eq!(saved, vec![&json!(job_a)], "{v}");
    let v = json_of(
        app.get(&emp_b, "/api/analytics/overview").await,
        StatusCode::OK,
    )
    .await;
    // Only applications to B's own job (seeker A applied to it in the matrix).
    let recent = v["data"]["recentApplications"].as_array().unwrap();
    assert!(
        !recent.is_empty() && recent.iter().all(|a| a["jobTitle"] == json!("Owned by B")),
        "{v}"
    );

    // Every documented catalogue route is in the matrix (auth routes have their own tests).
    let doc = json_of(
        app.get(&app.client(), "/api/openapi.json").await,
        StatusCode::OK,
    )
    .await;
    for (path, item) in doc["paths"].as_object().unwrap() {
        for method in item.as_object().unwrap().keys() {
            let key = format!("{} {path}", method.to_uppercase());
            // The GET of a mailed alert link only redirects to its page (tests/api/alerts.rs).
            let link = method == "get"
                && ["/api/alerts/confirm", "/api/alerts/unsubscribe"].contains(&path.as_str());
            let exempt = link
                || path.starts_with("/api/auth/")
                || path == "/healthz"
                || path == "/api/files/upload";
            assert!(
                exempt || checked.contains(&key),
                "{key} is not in the authorization matrix"
            );
        }
    }
}

/// `/api/jobs/<uuid>/toggle-close` → `/api/jobs/{id}/toggle-close`, as the OpenAPI doc names it.
fn template(path: &str) -> String {
    let path = path.split('?').next().unwrap_or(path);
    let names = [
        ("/api/applications/job/", "{jobId}"),
        ("/api/applications/", "{jobId}"),
        ("/uploads/", "{file}"),
    ];
    let mut out = Vec::new();
    let segments: Vec<&str> = path.split('/').collect();
    for (i, seg) in segments.iter().enumerate() {
        let is_id = seg.parse::<uuid::Uuid>().is_ok() || (i == 2 && segments[1] == "uploads");
        if is_id {
            let prefix = segments[..i].join("/") + "/";
            let name = names
                .iter()
                .find(|(p, _)| *p == prefix)
                .map(|(_, n)| *n)
                .unwrap_or("{id}");
            let name = if prefix == "/api/applications/" && segments.get(i + 1) == Some(&"status") {
                "{id}"
            } else {
                name
            };
            out.push(name.to_string());
        } else {
            out.push(seg.to_string());
        }
    }
    out.join("/")
}

#[sqlx::test(migrations = false)]
async fn methods_a_route_does_not_have_are_405(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let doc = json_of(
        app.get(&app.client(), "/api/openapi.json").await,
        StatusCode::OK,
    )
    .await;
    let c = app.client();
    let id = uuid::Uuid::new_v4().to_string();
    for (path, item) in doc["paths"].as_object().unwrap() {
        let concrete = path
            .replace("{id}", &id)
            .replace("{jobId}", &id)
            .replace("{file}", "0123456789abcdef0123456789abcdef.png");
        for method in ["GET", "POST", "PUT", "DELETE", "PATCH"] {
            if item.get(method.to_lowercase()).is_some() {
                continue;
            }
            let r = c
                .request(
                    Method::from_bytes(method.as_bytes()).unwrap(),
                    app.url(&concrete),
                )
                .send()
                .await
                .unwrap();
            assert_eq!(
                r.status(),
                StatusCode::METHOD_NOT_ALLOWED,
                "{method} {path}"
            );
        }
    }
}
