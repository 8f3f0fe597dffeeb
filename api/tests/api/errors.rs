//! Bad input of any kind gets a 4xx in the JSON error shape; the OpenAPI document lists
//! every route.

use reqwest::{Client, StatusCode};
use serde_json::Value;
use sqlx::PgPool;

use crate::helpers::*;

#[sqlx::test(migrations = false)]
async fn malformed_requests_get_clear_4xx(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let c = Client::new();
    let url = app.url("/api/auth/login");
    let send =
        |body: Vec<u8>, ct: &'static str| c.post(&url).header("content-type", ct).body(body).send();

    let v = error_of(
        send(b"{not json".to_vec(), "application/json")
            .await
            .unwrap(),
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(v["code"], Value::from("malformed_json"));
    let v = error_of(
        send(
            b"{\"email\": 5, \"password\": []}".to_vec(),
            "application/json",
        )
        .await
        .unwrap(),
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert!(v["message"].as_str().unwrap().contains("email"), "{v}");
    error_of(
        send(b"\xff\xfe\x00garbage".to_vec(), "application/json")
            .await
            .unwrap(),
        StatusCode::BAD_REQUEST,
    )
    .await;
    error_of(
        send(b"email=a".to_vec(), "application/x-www-form-urlencoded")
            .await
            .unwrap(),
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
    )
    .await;
    let huge = format!("{{\"email\":\"{}\"}}", "a".repeat(400_000));
    error_of(
        send(huge.into_bytes(), "application/json").await.unwrap(),
        StatusCode::PAYLOAD_TOO_LARGE,
    )
    .await;
    let v = error_of(
        send(
            b"{\"email\":\"a@b.in\",\"password\":\"x\",\"rememberMe\":\"yes\"}".to_vec(),
            "application/json",
        )
        .await
        .unwrap(),
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert!(v["message"].as_str().unwrap().contains("rememberMe"), "{v}");

    error_of(
        c.get(app.url("/api/nothing-here")).send().await.unwrap(),
        StatusCode::NOT_FOUND,
    )
    .await;
    error_of(
        c.delete(app.url("/api/auth/me")).send().await.unwrap(),
        StatusCode::METHOD_NOT_ALLOWED,
    )
    .await;
    let r = c.get(app.url("/api/auth/me")).send().await.unwrap();
    assert_eq!(r.headers()["cache-control"], "no-store");
    let timing = r.headers()["server-timing"].to_str().unwrap();
    let ms: f64 = timing.strip_prefix("app;dur=").unwrap().parse().unwrap();
    assert!((0.0..10_000.0).contains(&ms), "server-timing {timing}");
    assert!(
        r.headers()["content-security-policy"]
            .to_str()
            .unwrap()
            .contains("frame-ancestors 'none'")
    );
    assert!(r.headers().get("x-request-id").is_some());
}

#[sqlx::test(migrations = false)]
async fn openapi_lists_every_route(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let doc = json_of(
        app.get(&app.client(), "/api/openapi.json").await,
        StatusCode::OK,
    )
    .await;
    let paths = doc["paths"].as_object().unwrap();
    let expected = [
        ("/api/auth/register", "post"),
        ("/api/auth/verify-email-and-create", "post"),
        ("/api/auth/resend-verification-code", "post"),
        ("/api/auth/login", "post"),
        ("/api/auth/logout", "post"),
        ("/api/auth/me", "get"),
        ("/api/auth/request-password-reset", "post"),
        ("/api/auth/verify-reset-code", "post"),
        ("/api/auth/reset-password", "post"),
        ("/api/auth/reset-migrated-password", "post"),
        ("/api/auth/upload-image", "post"),
        ("/api/files/upload", "post"),
        ("/uploads/{file}", "get"),
        ("/api/users/resume", "delete"),
        ("/healthz", "get"),
        ("/api/jobs", "post"),
        ("/api/jobs/{id}", "get"),
        ("/api/jobs/{id}", "put"),
        ("/api/jobs/{id}", "delete"),
        ("/api/jobs/{id}/toggle-close", "put"),
        ("/api/jobs/employer/{id}", "get"),
        ("/api/jobs/get-jobs-employer", "get"),
        ("/api/jobs/total-open-positions", "get"),
        ("/api/save-jobs/{id}", "post"),
        ("/api/save-jobs/{id}", "delete"),
        ("/api/save-jobs/my", "get"),
        ("/api/applications/{jobId}", "post"),
        ("/api/applications/my", "get"),
        ("/api/applications/job/{jobId}", "get"),
        ("/api/applications/{id}/status", "put"),
        ("/api/users/profile", "put"),
        ("/api/users", "get"),
        ("/api/users/{id}", "get"),
        ("/api/analytics/overview", "get"),
        ("/api/analytics/jobseekrOverview", "get"),
        ("/api/places", "get"),
        ("/api/jobs", "get"),
        ("/api/jobs/title-suggestions", "get"),
        ("/api/jobs/{id}/similar", "get"),
        ("/api/jobs/trending", "get"),
        ("/api/meta", "get"),
        ("/api/brochure.pdf", "get"),
        ("/api/jobs/recommended", "get"),
        ("/api/applications/my/seen", "post"),
        ("/api/chatbot/chat", "post"),
        ("/api/files/simple-resume", "post"),
        ("/api/alerts", "get"),
        ("/api/alerts", "post"),
        ("/api/alerts/{id}", "put"),
        ("/api/alerts/{id}", "delete"),
        ("/api/alerts/guest", "post"),
        ("/api/alerts/confirm", "get"),
        ("/api/alerts/confirm", "post"),
        ("/api/alerts/unsubscribe", "get"),
        ("/api/alerts/unsubscribe", "post"),
        ("/api/jobs/{id}/report", "post"),
        ("/api/employer/verify-domain", "post"),
        ("/api/employer/verify-domain/confirm", "post"),
        ("/api/admin/moderation", "get"),
        ("/api/admin/jobs/{id}/approve", "post"),
        ("/api/admin/jobs/{id}/reject", "post"),
        ("/api/admin/employers/{id}/suspend", "post"),
        ("/api/admin/audit-log", "get"),
        ("/api/users/language", "put"),
    ];
    for (path, method) in expected {
        assert!(
            paths.get(path).and_then(|p| p.get(method)).is_some(),
            "{method} {path} missing"
        );
    }
    assert_eq!(
        paths
            .values()
            .map(|p| p.as_object().unwrap().len())
            .sum::<usize>(),
        expected.len(),
        "a documented route without a test expectation: {:?}",
        paths.keys().collect::<Vec<_>>()
    );
}

#[sqlx::test(migrations = false)]
async fn the_web_app_is_served_for_non_api_paths(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let web = app.config.web_dir.clone();
    std::fs::create_dir_all(&web).unwrap();
    std::fs::write(
        web.join("index.html"),
        "<!doctype html><title>KaamSetu</title>",
    )
    .unwrap();
    for p in ["/", "/find-jobs", "/login/jobseeker", "/employer/123"] {
        let r = app.get(&app.client(), p).await;
        assert_eq!(r.status(), StatusCode::OK, "{p}");
        assert!(r.text().await.unwrap().contains("KaamSetu"));
    }
    // A job page whose job does not exist is the app too, answered 404 (tests in pages.rs).
    let r = app.get(&app.client(), "/job/driver/123").await;
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
    assert!(r.text().await.unwrap().contains("KaamSetu"));
}

/// Only the app's own inline style (by its hash) runs, never an injected one (no `style-src
/// 'unsafe-inline'`), and an https public origin gets `Strict-Transport-Security`.
#[sqlx::test(migrations = false)]
async fn pages_allow_only_the_apps_own_inline_style_and_https_gets_hsts(db: PgPool) {
    let css = "\n      #splash { color: red; }\n    ";
    let app = TestApp::spawn_with(db, |c| {
        std::fs::create_dir_all(&c.web_dir).unwrap();
        std::fs::write(
            c.web_dir.join("index.html"),
            format!("<!doctype html><html><head><title>K</title><style>{css}</style></head><body></body></html>"),
        )
        .unwrap();
        c.public_origin = "https://kaamsetu.example".into();
    })
    .await;
    let r = app.client().get(app.url("/")).send().await.unwrap();
    let csp = r.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_string();
    assert!(!csp.contains("unsafe-inline"), "{csp}");
    use base64::Engine as _;
    use sha2::Digest as _;
    let hash = base64::engine::general_purpose::STANDARD.encode(sha2::Sha256::digest(css));
    assert!(
        csp.contains(&format!("style-src 'self' 'sha256-{hash}';")),
        "{csp}"
    );
    assert_eq!(
        r.headers()["strict-transport-security"],
        "max-age=31536000; includeSubDomains"
    );
    // Plain HTTP deployments (development) send none.
    let plain = TestApp::spawn(app.db.clone()).await;
    let r = plain
        .client()
        .get(plain.url("/healthz"))
        .send()
        .await
        .unwrap();
    assert!(r.headers().get("strict-transport-security").is_none());
}
