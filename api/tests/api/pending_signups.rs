//! A sign-up waiting for its email code cannot be taken over by a second sign-up with the same
//! address: each sign-up is kept on its own, and a code creates exactly the sign-up it was
//! mailed for.

use reqwest::StatusCode;
use serde_json::{Value, json};
use sqlx::PgPool;

use crate::helpers::*;

const EMAIL: &str = "meera@example.in";
const STRANGER_PASSWORD: &str = "Stranger#999";

async fn register(app: &TestApp, body: Value) -> Value {
    json_of(
        app.post(&app.client(), "/api/auth/register", body).await,
        StatusCode::OK,
    )
    .await
}

/// The owner's sign-up: a job seeker named Meera.
async fn owner_signs_up(app: &TestApp) -> Value {
    register(
        app,
        json!({ "name": "Meera Nair", "email": EMAIL, "password": PASSWORD,
                "confirmPassword": PASSWORD, "role": "jobseeker" }),
    )
    .await
}

/// A stranger's sign-up with the owner's address: an employer with another password.
async fn stranger_signs_up(app: &TestApp) -> Value {
    register(
        app,
        json!({ "name": "Mallory", "email": EMAIL, "password": STRANGER_PASSWORD,
                "confirmPassword": STRANGER_PASSWORD, "role": "employer",
                "companyName": "Mallory Traders" }),
    )
    .await
}

async fn verify(app: &TestApp, code: &str) -> reqwest::Response {
    app.post(
        &app.client(),
        "/api/auth/verify-email-and-create",
        json!({ "email": EMAIL, "verificationCode": code }),
    )
    .await
}

/// Moves every code past the resend cooldown.
async fn after_cooldown(app: &TestApp) {
    sqlx::query("update one_time_codes set created_at = created_at - interval '61 seconds'")
        .execute(&app.db)
        .await
        .unwrap();
}

/// The account the owner's code created is the owner's: their name, role and password.
async fn assert_owner_account(app: &TestApp, created: Value) {
    assert_eq!(created["user"]["name"], json!("Meera Nair"));
    assert_eq!(created["user"]["role"], json!("jobseeker"));
    let (_, r) = app.login(EMAIL, PASSWORD, "jobseeker").await;
    json_of(r, StatusCode::OK).await;
    let (_, r) = app.login(EMAIL, STRANGER_PASSWORD, "employer").await;
    error_of(r, StatusCode::NOT_FOUND).await;
    let users: i64 = sqlx::query_scalar("select count(*) from users")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(users, 1);
}

#[sqlx::test(migrations = false)]
async fn a_second_signup_within_the_cooldown_changes_nothing_of_the_first(db: PgPool) {
    let app = TestApp::spawn(db).await;
    owner_signs_up(&app).await;
    let code = app.code_for(EMAIL).await;
    let v = stranger_signs_up(&app).await;
    assert_eq!(v["requiresEmailVerification"], json!(true));
    assert!(v["cooldownSeconds"].as_u64().unwrap() > 0);
    assert_eq!(app.mails_to(EMAIL), 1, "no new mail within the cooldown");

    let created = json_of(verify(&app, &code).await, StatusCode::CREATED).await;
    assert_owner_account(&app, created).await;
    let pending: i64 = sqlx::query_scalar("select count(*) from pending_registrations")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(
        pending, 0,
        "the account exists: no sign-up of the address waits any more"
    );
}

#[sqlx::test(migrations = false)]
async fn after_the_cooldown_each_code_creates_only_its_own_signup(db: PgPool) {
    let app = TestApp::spawn(db).await;
    owner_signs_up(&app).await;
    let owners = app.code_for(EMAIL).await;
    after_cooldown(&app).await;
    stranger_signs_up(&app).await;
    let strangers = app.nth_code_for(EMAIL, 2).await;
    if owners == strangers {
        return; // one chance in a million: the two codes cannot be told apart
    }
    // Waiting sign-ups: either password is told to verify, neither signs in.
    for (password, role) in [(PASSWORD, "jobseeker"), (STRANGER_PASSWORD, "employer")] {
        let (_, r) = app.login(EMAIL, password, role).await;
        let v = error_of(r, StatusCode::UNAUTHORIZED).await;
        assert_eq!(v["requiresEmailVerification"], json!(true));
    }
    let created = json_of(verify(&app, &owners).await, StatusCode::CREATED).await;
    assert_owner_account(&app, created).await;
    // The other sign-up's code died with it.
    error_of(verify(&app, &strangers).await, StatusCode::BAD_REQUEST).await;
}

#[sqlx::test(migrations = false)]
async fn a_wrong_code_counts_against_every_live_code_of_the_address(db: PgPool) {
    let app = TestApp::spawn(db).await;
    owner_signs_up(&app).await;
    let owners = app.code_for(EMAIL).await;
    after_cooldown(&app).await;
    stranger_signs_up(&app).await;
    let strangers = app.nth_code_for(EMAIL, 2).await;
    let wrong = (0..)
        .map(|n| format!("{:06}", (n * 7919) % 1_000_000))
        .find(|c| *c != owners && *c != strangers)
        .unwrap();
    for left in (1..5).rev() {
        let v = error_of(verify(&app, &wrong).await, StatusCode::BAD_REQUEST).await;
        assert_eq!(v["attemptsLeft"], json!(left));
    }
    let v = error_of(verify(&app, &wrong).await, StatusCode::BAD_REQUEST).await;
    assert_eq!(v["code"], json!("code_locked"));
    // Both codes died: five guesses in all, not five per sign-up.
    error_of(verify(&app, &owners).await, StatusCode::BAD_REQUEST).await;
}

#[sqlx::test(migrations = false)]
async fn resend_sends_a_code_for_the_signup_it_names(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let mine = owner_signs_up(&app).await;
    let registration = mine["registrationId"].as_str().unwrap().to_string();
    app.code_for(EMAIL).await;
    after_cooldown(&app).await;
    let theirs = stranger_signs_up(&app).await;
    assert_ne!(theirs["registrationId"], mine["registrationId"]);
    app.nth_code_for(EMAIL, 2).await;
    after_cooldown(&app).await;

    // Two sign-ups wait and the request does not say which: the same answer, no mail.
    let resend = |body: Value| {
        let app = &app;
        async move {
            app.post(&app.client(), "/api/auth/resend-verification-code", body)
                .await
        }
    };
    json_of(resend(json!({ "email": EMAIL })).await, StatusCode::OK).await;
    assert_eq!(app.mails_to(EMAIL), 2);
    // An id of no sign-up of this address: the same answer, no mail.
    json_of(
        resend(json!({ "email": "other@example.in", "registrationId": registration })).await,
        StatusCode::OK,
    )
    .await;
    after_cooldown(&app).await;

    json_of(
        resend(json!({ "email": EMAIL, "registrationId": registration })).await,
        StatusCode::OK,
    )
    .await;
    let code = app.nth_code_for(EMAIL, 3).await;
    let created = json_of(verify(&app, &code).await, StatusCode::CREATED).await;
    assert_owner_account(&app, created).await;
}

#[sqlx::test(migrations = false)]
async fn a_lone_signup_is_resent_without_its_id(db: PgPool) {
    let app = TestApp::spawn(db).await;
    owner_signs_up(&app).await;
    app.code_for(EMAIL).await;
    after_cooldown(&app).await;
    json_of(
        app.post(
            &app.client(),
            "/api/auth/resend-verification-code",
            json!({ "email": EMAIL }),
        )
        .await,
        StatusCode::OK,
    )
    .await;
    let code = app.nth_code_for(EMAIL, 2).await;
    let created = json_of(verify(&app, &code).await, StatusCode::CREATED).await;
    assert_owner_account(&app, created).await;
}
