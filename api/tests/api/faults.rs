//! Faults of the parts around the API (security.md "Faults"): PostgreSQL dropping every
//! connection under a running API, Redis away. Each test has its own database and key prefix.

use std::time::Duration;

use reqwest::StatusCode;
use serde_json::{Value, json};
use sqlx::PgPool;

use crate::helpers::*;

/// A connection to the server's maintenance database, outside the test's own database.
async fn admin() -> PgPool {
    let url = std::env::var("DATABASE_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".into());
    PgPool::connect(&url).await.unwrap()
}

/// Takes the test's database away from everyone (as a restart or failover does: every
/// connection dropped, new ones refused) until the returned guard's `restore`.
async fn interrupt(db: &PgPool) -> (PgPool, String) {
    let name: String = sqlx::query_scalar("select current_database()")
        .fetch_one(db)
        .await
        .unwrap();
    let admin = admin().await;
    sqlx::query(sqlx::AssertSqlSafe(format!(
        "alter database \"{name}\" allow_connections false"
    )))
    .execute(&admin)
    .await
    .unwrap();
    sqlx::query(
        "select pg_terminate_backend(pid) from pg_stat_activity \
         where datname = $1 and pid <> pg_backend_pid()",
    )
    .bind(&name)
    .execute(&admin)
    .await
    .unwrap();
    (admin, name)
}

async fn restore(admin: &PgPool, name: &str) {
    sqlx::query(sqlx::AssertSqlSafe(format!(
        "alter database \"{name}\" allow_connections true"
    )))
    .execute(admin)
    .await
    .unwrap();
}

async fn health(app: &TestApp) -> (StatusCode, Value) {
    let r = app.get(&app.client(), "/healthz").await;
    (r.status(), r.json().await.unwrap())
}

/// Polls `/healthz` until `pred` holds (at most `secs`).
async fn health_until(app: &TestApp, secs: u64, pred: impl Fn(&Value) -> bool) -> Value {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(secs);
    loop {
        let (_, v) = health(app).await;
        if pred(&v) {
            return v;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "health never matched; last: {v}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The mail worker outlives PostgreSQL dropping its connections (it is started again, not left
/// dead on "PollNextError" with sign-up codes never sent), and `/healthz` tells meanwhile;
/// the alerts worker runs under the same supervisor.
#[sqlx::test(migrations = false)]
async fn the_mail_worker_survives_a_database_interruption_and_health_tells(db: PgPool) {
    let app = TestApp::spawn(db.clone()).await;
    app.signup("jobseeker", "before@example.in").await;
    let (_, v) = health(&app).await;
    assert_eq!(v["checks"]["workers"]["mail"], json!("ok"));
    assert_eq!(v["checks"]["workers"]["alerts"], json!("ok"));

    let (admin, name) = interrupt(&db).await;
    // The worker notices, and health says so (PostgreSQL itself is down for this database).
    let v = health_until(&app, 30, |v| {
        v["checks"]["workers"]["mail"] == json!("down")
            && v["checks"]["workers"]["alerts"] == json!("down")
    })
    .await;
    assert_eq!(v["status"], json!("down"));
    // Let it fail to start again a few times while the database is away.
    tokio::time::sleep(Duration::from_secs(2)).await;
    restore(&admin, &name).await;

    // It comes back by itself, and codes are mailed again.
    health_until(&app, 30, |v| {
        v["status"] == json!("ok")
            && v["checks"]["workers"]["mail"] == json!("ok")
            && v["checks"]["workers"]["alerts"] == json!("ok")
    })
    .await;
    app.signup("jobseeker", "after@example.in").await;
}

/// With Redis away the login and chat limits still hold, per process: they never fail open
/// (unlimited password guesses for whoever can slow Redis).
#[sqlx::test(migrations = false)]
async fn with_redis_down_login_and_chat_limits_still_hold(db: PgPool) {
    let app = TestApp::spawn_with(db, |c| {
        c.redis_url = "redis://127.0.0.1:1".into();
        c.chat_per_ip_per_min = 3;
    })
    .await;
    app.signup("jobseeker", "owner@example.in").await;
    let login = |password: &'static str| {
        let c = reqwest::Client::new();
        let url = app.url("/api/auth/login");
        async move {
            c.post(url)
                .header("x-forwarded-for", "203.0.113.50")
                .json(&json!({ "email": "owner@example.in", "password": password }))
                .send()
                .await
                .unwrap()
        }
    };
    for _ in 0..5 {
        assert_eq!(login("Wrong#1234").await.status(), StatusCode::NOT_FOUND);
    }
    let r = login("Wrong#1234").await;
    assert!(r.headers().get("retry-after").is_some());
    let v = error_of(r, StatusCode::TOO_MANY_REQUESTS).await;
    assert_eq!(v["code"], json!("rate_limited"));
    // The right password from elsewhere still gets in: no counter spans addresses.
    let r = reqwest::Client::new()
        .post(app.url("/api/auth/login"))
        .header("x-forwarded-for", "198.51.100.7")
        .json(&json!({ "email": "owner@example.in", "password": PASSWORD }))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);

    let chat = || {
        reqwest::Client::new()
            .post(app.url("/api/chatbot/chat"))
            .header("x-forwarded-for", "203.0.113.51")
            .json(&json!({ "message": "hello" }))
            .send()
    };
    for _ in 0..3 {
        assert_eq!(chat().await.unwrap().status(), StatusCode::OK);
    }
    error_of(chat().await.unwrap(), StatusCode::TOO_MANY_REQUESTS).await;
    let (_, v) = health(&app).await;
    assert_eq!(v["checks"]["redis"], json!("down"));
}
