//! Session cookies, rotation, revocation, timeouts, login throttling and CSRF
//! (docs/design/security.md "Accounts and sessions", "Authorization").

use reqwest::{Client, StatusCode};
use serde_json::json;
use sqlx::PgPool;

use crate::helpers::*;

/// Logs in without a cookie jar and returns the raw `Set-Cookie` header.
async fn raw_login(app: &TestApp, email: &str, remember: bool, ip: &str) -> (StatusCode, String) {
    let r = Client::new()
        .post(app.url("/api/auth/login"))
        .header("x-forwarded-for", ip)
        .json(&json!({ "email": email, "password": PASSWORD, "rememberMe": remember }))
        .send()
        .await
        .unwrap();
    let cookie = r
        .headers()
        .get("set-cookie")
        .map(|v| v.to_str().unwrap().to_string())
        .unwrap_or_default();
    (r.status(), cookie)
}

fn token(set_cookie: &str) -> String {
    set_cookie.split(';').next().unwrap().to_string()
}

/// Whether the cookie signs in, as a guarded route would answer it: OK when `/api/auth/me`
/// names a user, UNAUTHORIZED when it answers anonymous (200 with `user: null`).
async fn me_with(app: &TestApp, cookie: &str) -> StatusCode {
    let r = Client::new()
        .get(app.url("/api/auth/me"))
        .header("cookie", cookie)
        .send()
        .await
        .unwrap();
    let me = json_of(r, StatusCode::OK).await;
    if me["user"].is_null() {
        StatusCode::UNAUTHORIZED
    } else {
        StatusCode::OK
    }
}

#[sqlx::test(migrations = false)]
async fn session_cookie_flags_and_lifetimes(db: PgPool) {
    let app = TestApp::spawn(db).await;
    app.signup("jobseeker", "c@example.in").await;
    let (s, browser) = raw_login(&app, "c@example.in", false, "10.0.0.1").await;
    assert_eq!(s, StatusCode::OK);
    assert!(browser.starts_with("ks_session="));
    let value = token(&browser)
        .trim_start_matches("ks_session=")
        .to_string();
    assert_eq!(value.len(), 64, "256-bit token");
    for flag in ["HttpOnly", "SameSite=Lax", "Path=/"] {
        assert!(browser.contains(flag), "{browser}");
    }
    assert!(
        !browser.contains("Max-Age"),
        "browser session without rememberMe: {browser}"
    );
    assert!(
        !browser.contains("Secure"),
        "plain http in tests: {browser}"
    );
    let (_, remembered) = raw_login(&app, "c@example.in", true, "10.0.0.1").await;
    assert!(
        remembered.contains("Max-Age=2592000"),
        "30 days: {remembered}"
    );
    // Only a hash of the token is stored.
    let stored: i64 =
        sqlx::query_scalar("select count(*) from sessions where token_hash = $1::bytea")
            .bind(value.as_bytes())
            .fetch_one(&app.db)
            .await
            .unwrap();
    assert_eq!(stored, 0);
}

#[sqlx::test(migrations = false)]
async fn cookies_are_secure_when_served_over_https(db: PgPool) {
    let app = TestApp::spawn_with(db, |c| {
        c.public_origin = "https://kaamsetu.in".into();
        c.email_verification = false;
    })
    .await;
    let r = app
        .post(
            &app.client(),
            "/api/auth/register",
            json!({ "name": "Sec", "email": "s@example.in",
        "password": PASSWORD, "role": "jobseeker" }),
        )
        .await;
    assert!(
        r.headers()["set-cookie"]
            .to_str()
            .unwrap()
            .contains("; Secure")
    );
}

#[sqlx::test(migrations = false)]
async fn login_rotates_and_logout_deletes_the_session(db: PgPool) {
    let app = TestApp::spawn(db).await;
    app.signup("jobseeker", "r@example.in").await;
    let (_, first) = raw_login(&app, "r@example.in", false, "10.0.0.2").await;
    let first = token(&first);
    assert_eq!(me_with(&app, &first).await, StatusCode::OK);
    // Logging in again from the same browser replaces its session id.
    let r = Client::new()
        .post(app.url("/api/auth/login"))
        .header("cookie", &first)
        .json(&json!({ "email": "r@example.in", "password": PASSWORD }))
        .send()
        .await
        .unwrap();
    let second = token(r.headers()["set-cookie"].to_str().unwrap());
    assert_ne!(first, second);
    assert_eq!(me_with(&app, &first).await, StatusCode::UNAUTHORIZED);
    assert_eq!(me_with(&app, &second).await, StatusCode::OK);
    let r = Client::new()
        .post(app.url("/api/auth/logout"))
        .header("cookie", &second)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    assert!(
        r.headers()["set-cookie"]
            .to_str()
            .unwrap()
            .contains("Max-Age=0")
    );
    assert_eq!(
        me_with(&app, &second).await,
        StatusCode::UNAUTHORIZED,
        "a copied cookie dies at logout"
    );
}

#[sqlx::test(migrations = false)]
async fn browser_sessions_time_out_after_a_day_idle_remembered_ones_do_not(db: PgPool) {
    let app = TestApp::spawn(db).await;
    app.signup("jobseeker", "t@example.in").await;
    let (_, browser) = raw_login(&app, "t@example.in", false, "10.0.0.3").await;
    let (_, remembered) = raw_login(&app, "t@example.in", true, "10.0.0.3").await;
    sqlx::query("update sessions set last_seen_at = now() - interval '25 hours'")
        .execute(&app.db)
        .await
        .unwrap();
    assert_eq!(
        me_with(&app, &token(&browser)).await,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(me_with(&app, &token(&remembered)).await, StatusCode::OK);
    sqlx::query("update sessions set expires_at = now() - interval '1 second'")
        .execute(&app.db)
        .await
        .unwrap();
    assert_eq!(
        me_with(&app, &token(&remembered)).await,
        StatusCode::UNAUTHORIZED
    );
    // A forged or garbage cookie is simply anonymous.
    assert_eq!(
        me_with(&app, &format!("ks_session={}", "a".repeat(64))).await,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        me_with(&app, "ks_session=../../etc").await,
        StatusCode::UNAUTHORIZED
    );
}

#[sqlx::test(migrations = false)]
async fn login_is_throttled_per_account_and_address_without_locking_out_the_owner(db: PgPool) {
    let app = TestApp::spawn(db).await;
    app.signup("jobseeker", "victim@example.in").await;
    let attempt = |ip: &'static str, password: &'static str| {
        let url = app.url("/api/auth/login");
        async move {
            Client::new()
                .post(url)
                .header("x-forwarded-for", ip)
                .json(&json!({ "email": "victim@example.in", "password": password }))
                .send()
                .await
                .unwrap()
        }
    };
    for _ in 0..5 {
        assert_eq!(
            attempt("203.0.113.9", "Wrong#1234").await.status(),
            StatusCode::NOT_FOUND
        );
    }
    let r = attempt("203.0.113.9", PASSWORD).await;
    let retry: u64 = r.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!(retry > 0 && retry <= 900, "{retry}");
    let v = error_of(r, StatusCode::TOO_MANY_REQUESTS).await;
    assert!(v["retryAfterSeconds"].as_u64().is_some());
    // The owner, elsewhere, still gets in.
    assert_eq!(
        attempt("198.51.100.7", PASSWORD).await.status(),
        StatusCode::OK
    );
}

#[sqlx::test(migrations = false)]
async fn one_address_spraying_many_accounts_is_throttled(db: PgPool) {
    let app = TestApp::spawn(db).await;
    for i in 0..30 {
        let r = Client::new()
            .post(app.url("/api/auth/login"))
            .header("x-forwarded-for", "192.0.2.50")
            .json(&json!({ "email": format!("user{i}@example.in"), "password": "Wrong#1234" }))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), StatusCode::NOT_FOUND);
    }
    let r = Client::new()
        .post(app.url("/api/auth/login"))
        .header("x-forwarded-for", "192.0.2.50")
        .json(&json!({ "email": "fresh@example.in", "password": "Wrong#1234" }))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::TOO_MANY_REQUESTS);
}

#[sqlx::test(migrations = false)]
async fn with_redis_down_login_still_works(db: PgPool) {
    let app = TestApp::spawn_with(db, |c| c.redis_url = "redis://127.0.0.1:1".into()).await;
    app.signup("jobseeker", "nr@example.in").await;
    let (_, r) = app.login("nr@example.in", PASSWORD, "jobseeker").await;
    json_of(r, StatusCode::OK).await;
    let health = json_of(app.get(&app.client(), "/healthz").await, StatusCode::OK).await;
    assert_eq!(health["status"], json!("degraded"));
    assert_eq!(health["checks"]["redis"], json!("down"));
}

#[sqlx::test(migrations = false)]
async fn cross_site_state_changes_are_refused(db: PgPool) {
    let app = TestApp::spawn(db).await;
    app.signup("jobseeker", "x@example.in").await;
    let body = json!({ "email": "x@example.in", "password": PASSWORD });
    let r = Client::new()
        .post(app.url("/api/auth/login"))
        .header("origin", "https://evil.example")
        .json(&body)
        .send()
        .await
        .unwrap();
    let v = error_of(r, StatusCode::FORBIDDEN).await;
    assert_eq!(v["code"], json!("cross_site_request"));
    let r = Client::new()
        .post(app.url("/api/auth/login"))
        .header("sec-fetch-site", "cross-site")
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    // Same origin passes; reads are never blocked.
    let r = Client::new()
        .post(app.url("/api/auth/login"))
        .header("origin", &app.base)
        .header("sec-fetch-site", "same-origin")
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    let r = Client::new()
        .get(app.url("/healthz"))
        .header("origin", "https://evil.example")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
}

#[sqlx::test(migrations = false)]
async fn healthz_reports_each_dependency(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let v = json_of(app.get(&app.client(), "/healthz").await, StatusCode::OK).await;
    assert_eq!(
        v,
        json!({ "status": "ok", "checks": { "postgres": "ok", "redis": "ok", "index": "ok",
            "workers": { "mail": "ok", "alerts": "ok" } } })
    );
}

/// Parallel wrong logins cannot race past the throttle: each attempt is counted before its
/// password is checked (40 at once on one account were all checked, limit 5; 100 across
/// accounts got 58 past the per-address limit of 30).
#[sqlx::test(migrations = false)]
async fn parallel_wrong_logins_are_counted_before_they_are_checked(db: PgPool) {
    let app = TestApp::spawn(db).await;
    app.signup("jobseeker", "target@example.in").await;
    let attempt = |email: String, ip: &'static str| {
        let url = app.url("/api/auth/login");
        async move {
            Client::new()
                .post(url)
                .header("x-forwarded-for", ip)
                .json(&json!({ "email": email, "password": "Wrong#1234" }))
                .send()
                .await
                .unwrap()
                .status()
        }
    };
    let tally = |statuses: Vec<StatusCode>| {
        let checked = statuses
            .iter()
            .filter(|s| **s == StatusCode::NOT_FOUND)
            .count();
        let refused = statuses
            .iter()
            .filter(|s| **s == StatusCode::TOO_MANY_REQUESTS)
            .count();
        assert_eq!(checked + refused, statuses.len(), "{statuses:?}");
        checked
    };
    let one_account = futures::future::join_all(
        (0..40).map(|_| attempt("target@example.in".into(), "203.0.113.40")),
    )
    .await;
    assert_eq!(tally(one_account), 5, "the per-account limit");
    let many_accounts = futures::future::join_all(
        (0..100).map(|i| attempt(format!("user{i}@example.in"), "203.0.113.41")),
    )
    .await;
    assert_eq!(tally(many_accounts), 30, "the per-address limit");
}

/// A right password gives its reserved attempt back: logging in more often than the
/// per-address limit (30) from one address never throttles the owner.
#[sqlx::test(migrations = false)]
async fn right_passwords_do_not_use_up_the_throttle(db: PgPool) {
    let app = TestApp::spawn(db).await;
    app.signup("jobseeker", "often@example.in").await;
    for _ in 0..32 {
        let r = Client::new()
            .post(app.url("/api/auth/login"))
            .header("x-forwarded-for", "203.0.113.42")
            .json(&json!({ "email": "often@example.in", "password": PASSWORD }))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), StatusCode::OK);
    }
}
