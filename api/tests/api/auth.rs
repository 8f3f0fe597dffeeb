//! Sign-up, verification codes, login outcomes and password resets (spec §4, §7, §8;
//! security.md "Accounts and sessions").

use reqwest::StatusCode;
use serde_json::json;
use sqlx::PgPool;

use crate::helpers::*;

#[sqlx::test(migrations = false)]
async fn jobseeker_signup_verifies_email_then_is_signed_in(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let c = app.client();
    let r = app
        .post(
            &c,
            "/api/auth/register",
            json!({ "name": "Asha Kumari", "email": "Asha@Example.in",
            "password": PASSWORD, "confirmPassword": PASSWORD, "role": "jobseeker" }),
        )
        .await;
    let v = json_of(r, StatusCode::OK).await;
    assert_eq!(v["requiresEmailVerification"], json!(true));
    assert_eq!(v["email"], json!("asha@example.in"));
    assert_eq!(v["devMode"], json!(true));
    // Nothing is an account before the code is entered.
    let users: i64 = sqlx::query_scalar("select count(*) from users")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(users, 0);
    let (_, r) = app.login("asha@example.in", PASSWORD, "jobseeker").await;
    let v = error_of(r, StatusCode::UNAUTHORIZED).await;
    assert_eq!(v["requiresEmailVerification"], json!(true));
    assert_eq!(
        v["message"],
        json!("Please verify your email address to login.")
    );

    let code = app.code_for("asha@example.in").await;
    let r = app
        .post(
            &c,
            "/api/auth/verify-email-and-create",
            json!({ "email": "asha@example.in", "verificationCode": code }),
        )
        .await;
    let v = json_of(r, StatusCode::CREATED).await;
    assert_eq!(v["user"]["role"], json!("jobseeker"));
    assert_eq!(v["user"]["isEmailVerified"], json!(true));
    assert_eq!(
        v["message"],
        json!("Email verified successfully! Account created.")
    );
    let me = json_of(app.get(&c, "/api/auth/me").await, StatusCode::OK).await;
    assert_eq!(me["user"]["email"], json!("asha@example.in"));
    assert_eq!(me["user"]["name"], json!("Asha Kumari"));
    assert_eq!(me["user"]["skills"], json!([]));
    assert_eq!(me["user"]["status"], json!("fresher"));
    assert!(me["user"].get("passwordHash").is_none() && me["user"].get("password_hash").is_none());
    let stored: String = sqlx::query_scalar("select password_hash from users")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert!(stored.starts_with("$argon2id$"), "{stored}");
    // The code was single-use.
    let r = app
        .post(
            &app.client(),
            "/api/auth/verify-email-and-create",
            json!({ "email": "asha@example.in", "verificationCode": code }),
        )
        .await;
    error_of(r, StatusCode::BAD_REQUEST).await;
}

#[sqlx::test(migrations = false)]
async fn employer_signup_keeps_company_name(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (c, user) = app.signup("employer", "hr@tatva.in").await;
    assert_eq!(user["role"], json!("employer"));
    assert_eq!(user["companyName"], json!("Test Pvt Ltd"));
    let me = json_of(app.get(&c, "/api/auth/me").await, StatusCode::OK).await;
    assert_eq!(me["user"]["companyName"], json!("Test Pvt Ltd"));
}

#[sqlx::test(migrations = false)]
async fn signup_rules_answer_with_the_spec_messages_in_order(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let c = app.client();
    let base = json!({ "name": "Asha", "email": "a@b.in", "password": PASSWORD,
                       "confirmPassword": PASSWORD, "role": "employer", "companyName": "Acme" });
    let cases = [
        (json!({ "name": "" }), "Name is required"),
        (
            json!({ "name": " A " }),
            "Name must be at least 2 characters",
        ),
        (json!({ "companyName": null }), "Company name is required"),
        (
            json!({ "companyName": "A" }),
            "Company name must be at least 2 characters",
        ),
        (json!({ "email": "" }), "Email is required"),
        (
            json!({ "email": "not-an-email" }),
            "Email address is invalid",
        ),
        (json!({ "password": "" }), "Password is required"),
        (
            json!({ "password": "Ab1!" }),
            "Password must be at least 8 characters long",
        ),
        (
            json!({ "password": "abcdefg1!" }),
            "Password must contain at least one uppercase letter",
        ),
        (
            json!({ "password": "ABCDEFG1!" }),
            "Password must contain at least one lowercase letter",
        ),
        (
            json!({ "password": "Abcdefgh!" }),
            "Password must contain at least one number",
        ),
        (
            json!({ "password": "Abcdefgh1" }),
            "Password must contain at least one special character",
        ),
        (
            json!({ "confirmPassword": "" }),
            "Please confirm your password",
        ),
        (
            json!({ "confirmPassword": "Other#123" }),
            "Passwords do not match",
        ),
        (json!({ "name": "", "email": "" }), "Name is required"),
    ];
    for (patch, message) in cases {
        let mut body = base.clone();
        for (k, v) in patch.as_object().unwrap() {
            body[k] = v.clone();
        }
        let v = error_of(
            app.post(&c, "/api/auth/register", body).await,
            StatusCode::BAD_REQUEST,
        )
        .await;
        assert_eq!(v["message"], json!(message));
    }
    // A job seeker cannot smuggle company fields; a role outside the two is refused.
    let v = error_of(
        app.post(
            &c,
            "/api/auth/register",
            json!({ "name": "Asha", "email": "a@b.in",
        "password": PASSWORD, "role": "jobseeker", "companyName": "X Ltd" }),
        )
        .await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert!(v["message"].as_str().unwrap().contains("only for employer"));
    for role in [json!("admin"), json!(null), json!(1)] {
        let r = app
            .post(
                &c,
                "/api/auth/register",
                json!({ "name": "Asha", "email": "a@b.in",
            "password": PASSWORD, "role": role }),
            )
            .await;
        error_of(r, StatusCode::BAD_REQUEST).await;
    }
    // Fields the client may not set are refused, not ignored.
    let r = app
        .post(
            &c,
            "/api/auth/register",
            json!({ "name": "Asha", "email": "a@b.in",
        "password": PASSWORD, "role": "jobseeker", "isEmailVerified": true }),
        )
        .await;
    let v = error_of(r, StatusCode::BAD_REQUEST).await;
    assert!(v["message"].as_str().unwrap().contains("isEmailVerified"));
    let n: i64 = sqlx::query_scalar("select count(*) from pending_registrations")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(n, 0, "nothing is stored for refused input");
    // Passwords longer than 128 characters are never hashed.
    let long = format!("Aa1!{}", "x".repeat(130));
    let v = error_of(
        app.post(
            &c,
            "/api/auth/register",
            json!({ "name": "Asha", "email": "a@b.in",
        "password": long, "role": "jobseeker" }),
        )
        .await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(
        v["message"],
        json!("Password must be at most 128 characters long")
    );
}

#[sqlx::test(migrations = false)]
async fn an_existing_email_cannot_register_again(db: PgPool) {
    let app = TestApp::spawn(db).await;
    app.signup("jobseeker", "ravi@example.in").await;
    let r = app.post(&app.client(), "/api/auth/register", json!({ "name": "Ravi", "email": "RAVI@example.in",
        "password": PASSWORD, "confirmPassword": PASSWORD, "role": "employer", "companyName": "Ravi Co" })).await;
    let v = error_of(r, StatusCode::BAD_REQUEST).await;
    assert_eq!(v["message"], json!("User already exists"));
    assert_eq!(v["code"], json!("user_exists"));
}

#[sqlx::test(migrations = false)]
async fn with_verification_switched_off_register_creates_and_signs_in(db: PgPool) {
    let app = TestApp::spawn_with(db, |c| c.email_verification = false).await;
    let c = app.client();
    let r = app
        .post(
            &c,
            "/api/auth/register",
            json!({ "name": "Meera", "email": "meera@example.in",
        "password": PASSWORD, "confirmPassword": PASSWORD, "role": "jobseeker" }),
        )
        .await;
    let v = json_of(r, StatusCode::CREATED).await;
    assert_eq!(v["user"]["email"], json!("meera@example.in"));
    assert_eq!(v["message"], json!("Registration successful!"));
    let me = json_of(app.get(&c, "/api/auth/me").await, StatusCode::OK).await;
    assert_eq!(me["user"]["role"], json!("jobseeker"));
    assert_eq!(app.mails_to("meera@example.in"), 0);
}

#[sqlx::test(migrations = false)]
async fn five_wrong_codes_kill_the_code(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let c = app.client();
    app.post(
        &c,
        "/api/auth/register",
        json!({ "name": "Kiran", "email": "kiran@example.in",
        "password": PASSWORD, "role": "jobseeker" }),
    )
    .await;
    let code = app.code_for("kiran@example.in").await;
    let wrong = if code == "000000" { "111111" } else { "000000" };
    for i in 1..=5 {
        let r = app
            .post(
                &c,
                "/api/auth/verify-email-and-create",
                json!({ "email": "kiran@example.in", "verificationCode": wrong }),
            )
            .await;
        let v = error_of(r, StatusCode::BAD_REQUEST).await;
        if i < 5 {
            assert_eq!(v["message"], json!("Invalid verification code"));
            assert_eq!(v["attemptsLeft"], json!(5 - i));
        } else {
            assert_eq!(v["code"], json!("code_locked"));
        }
    }
    let r = app
        .post(
            &c,
            "/api/auth/verify-email-and-create",
            json!({ "email": "kiran@example.in", "verificationCode": code }),
        )
        .await;
    let v = error_of(r, StatusCode::BAD_REQUEST).await;
    assert_eq!(
        v["code"],
        json!("code_expired"),
        "the right code no longer works"
    );
    // Malformed codes are refused before touching the code.
    let r = app
        .post(
            &c,
            "/api/auth/verify-email-and-create",
            json!({ "email": "kiran@example.in", "verificationCode": "12ab56" }),
        )
        .await;
    let v = error_of(r, StatusCode::BAD_REQUEST).await;
    assert_eq!(
        v["message"],
        json!("Please enter the 6-digit verification code")
    );
}

#[sqlx::test(migrations = false)]
async fn codes_expire_after_ten_minutes_and_are_stored_hashed(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let c = app.client();
    app.post(
        &c,
        "/api/auth/register",
        json!({ "name": "Kiran", "email": "kiran@example.in",
        "password": PASSWORD, "role": "jobseeker" }),
    )
    .await;
    let code = app.code_for("kiran@example.in").await;
    let (ttl, hash): (f64, Vec<u8>) = sqlx::query_as(
        "select extract(epoch from expires_at - created_at)::float8, code_hash from one_time_codes",
    )
    .fetch_one(&app.db)
    .await
    .unwrap();
    assert!((ttl - 600.0).abs() < 2.0, "{ttl}");
    assert_eq!(hash.len(), 32);
    assert!(!hash.windows(6).any(|w| w == code.as_bytes()));
    sqlx::query("update one_time_codes set expires_at = now() - interval '1 second'")
        .execute(&app.db)
        .await
        .unwrap();
    let r = app
        .post(
            &c,
            "/api/auth/verify-email-and-create",
            json!({ "email": "kiran@example.in", "verificationCode": code }),
        )
        .await;
    let v = error_of(r, StatusCode::BAD_REQUEST).await;
    assert_eq!(v["code"], json!("code_expired"));
}

#[sqlx::test(migrations = false)]
async fn resend_has_a_cooldown_and_a_new_code_kills_the_old(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let c = app.client();
    app.post(
        &c,
        "/api/auth/register",
        json!({ "name": "Kiran", "email": "kiran@example.in",
        "password": PASSWORD, "role": "jobseeker" }),
    )
    .await;
    let first = app.code_for("kiran@example.in").await;
    let r = app
        .post(
            &c,
            "/api/auth/resend-verification-code",
            json!({ "email": "kiran@example.in" }),
        )
        .await;
    assert!(r.headers().get("retry-after").is_some());
    let v = error_of(r, StatusCode::TOO_MANY_REQUESTS).await;
    let wait = v["cooldownSeconds"].as_u64().unwrap();
    assert!((55..=60).contains(&wait), "{wait}");
    sqlx::query("update one_time_codes set created_at = created_at - interval '61 seconds'")
        .execute(&app.db)
        .await
        .unwrap();
    let v = json_of(
        app.post(
            &c,
            "/api/auth/resend-verification-code",
            json!({ "email": "kiran@example.in" }),
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(
        v["message"],
        json!("Verification code resent to your email!")
    );
    let second = app.nth_code_for("kiran@example.in", 2).await;
    if first != second {
        let r = app
            .post(
                &c,
                "/api/auth/verify-email-and-create",
                json!({ "email": "kiran@example.in", "verificationCode": first }),
            )
            .await;
        error_of(r, StatusCode::BAD_REQUEST).await;
    }
    let r = app
        .post(
            &c,
            "/api/auth/verify-email-and-create",
            json!({ "email": "kiran@example.in", "verificationCode": second }),
        )
        .await;
    json_of(r, StatusCode::CREATED).await;
}

#[sqlx::test(migrations = false)]
async fn resend_and_forgot_answer_the_same_for_unknown_emails(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let c = app.client();
    app.signup("jobseeker", "known@example.in").await;
    // Past the sign-up code's cooldown.
    sqlx::query("update one_time_codes set created_at = created_at - interval '61 seconds'")
        .execute(&app.db)
        .await
        .unwrap();
    for path in [
        "/api/auth/resend-verification-code",
        "/api/auth/request-password-reset",
    ] {
        let known = json_of(
            app.post(&c, path, json!({ "email": "known@example.in" }))
                .await,
            StatusCode::OK,
        )
        .await;
        let unknown = json_of(
            app.post(&c, path, json!({ "email": "nobody@example.in" }))
                .await,
            StatusCode::OK,
        )
        .await;
        assert_eq!(known, unknown, "{path}");
        // and the cooldown applies to both alike
        let a = app
            .post(&c, path, json!({ "email": "known@example.in" }))
            .await
            .status();
        let b = app
            .post(&c, path, json!({ "email": "nobody@example.in" }))
            .await
            .status();
        assert_eq!(
            (a, b),
            (StatusCode::TOO_MANY_REQUESTS, StatusCode::TOO_MANY_REQUESTS)
        );
    }
    // Only the real account got a reset mail (1 sign-up mail + 1 reset mail).
    app.nth_code_for("known@example.in", 2).await;
    assert_eq!(app.mails_to("nobody@example.in"), 0);
}

/// Past 5 codes a day the cooldown grows to 15 minutes: mail to one address stays bounded, and
/// ten requests by a stranger can no longer lock the owner out of reset codes for a day.
#[sqlx::test(migrations = false)]
async fn codes_slow_down_after_five_a_day_without_locking_the_owner_out(db: PgPool) {
    let app = TestApp::spawn(db).await;
    app.signup("jobseeker", "x@example.in").await;
    let c = app.client();
    let ask = || {
        app.post(
            &c,
            "/api/auth/request-password-reset",
            json!({ "email": "x@example.in" }),
        )
    };
    let age = |secs: i64| {
        sqlx::query(sqlx::AssertSqlSafe(format!(
            "update one_time_codes set created_at = created_at - interval '{secs} seconds'"
        )))
        .execute(&app.db)
    };
    // Five reset codes a minute apart (the sign-up code has a purpose of its own).
    for n in 1..=5 {
        age(61).await.unwrap();
        let v = json_of(ask().await, StatusCode::OK).await;
        let next = if n < 5 { 60 } else { 900 };
        assert_eq!(v["cooldownSeconds"], json!(next), "after code {n}");
    }
    age(61).await.unwrap();
    let v = error_of(ask().await, StatusCode::TOO_MANY_REQUESTS).await;
    let wait = v["cooldownSeconds"].as_u64().unwrap();
    assert!((830..=840).contains(&wait), "{wait}");
    // Ten more requests change nothing: after 15 minutes the owner gets a code.
    for _ in 0..10 {
        error_of(ask().await, StatusCode::TOO_MANY_REQUESTS).await;
    }
    age(15 * 60).await.unwrap();
    json_of(ask().await, StatusCode::OK).await;
    app.nth_code_for("x@example.in", 7).await;
}

/// Verification resends for addresses nobody holds store nothing (5,244 rows were written in
/// 5 s); reset requests store a code nobody knows and mail nothing, so every later answer goes
/// through the same steps; each gets the same cooldown as a real one; codes past their 24
/// hours are purged.
#[sqlx::test(migrations = false)]
async fn unknown_addresses_get_no_mail_and_old_codes_are_purged(db: PgPool) {
    let app = TestApp::spawn(db).await;
    for i in 0..20 {
        let c = app.client();
        for path in [
            "/api/auth/request-password-reset",
            "/api/auth/resend-verification-code",
        ] {
            let r = c
                .post(app.url(path))
                .header("x-forwarded-for", format!("10.1.0.{i}"))
                .json(&json!({ "email": format!("nobody{i}@example.in") }))
                .send()
                .await
                .unwrap();
            assert_eq!(
                json_of(r, StatusCode::OK).await["cooldownSeconds"],
                json!(60)
            );
        }
    }
    let rows: Vec<(String, i64)> = sqlx::query_as(
        "select purpose, count(*) from one_time_codes group by purpose order by purpose",
    )
    .fetch_all(&app.db)
    .await
    .unwrap();
    assert_eq!(rows, vec![("reset_password".to_string(), 20)]);
    assert_eq!(app.mails_to("nobody0@example.in"), 0);
    let again = app
        .client()
        .post(app.url("/api/auth/request-password-reset"))
        .header("x-forwarded-for", "10.1.0.0")
        .json(&json!({ "email": "nobody0@example.in" }))
        .send()
        .await
        .unwrap();
    let v = error_of(again, StatusCode::TOO_MANY_REQUESTS).await;
    assert!(v["cooldownSeconds"].as_u64().unwrap() > 0);

    app.signup("jobseeker", "real@example.in").await;
    sqlx::query("update one_time_codes set created_at = now() - interval '25 hours'")
        .execute(&app.db)
        .await
        .unwrap();
    assert_eq!(
        kaamsetu_api::store::codes::purge_old(&app.db)
            .await
            .unwrap(),
        21
    );
}

/// One address may ask for 30 reset codes an hour (then 429), and cooldowns count per asking
/// address, so a stranger's requests for someone else's address never make the owner wait.
#[sqlx::test(migrations = false)]
async fn reset_requests_are_limited_per_address_and_strangers_do_not_spend_the_owners_cooldown(
    db: PgPool,
) {
    let app = TestApp::spawn(db).await;
    app.signup("jobseeker", "owner@example.in").await;
    let ask = |ip: &'static str, email: String| {
        let c = app.client();
        let url = app.url("/api/auth/request-password-reset");
        async move {
            c.post(url)
                .header("x-forwarded-for", ip)
                .json(&json!({ "email": email }))
                .send()
                .await
                .unwrap()
        }
    };
    // A stranger asks for the owner's address ten times (past each cooldown).
    for _ in 0..10 {
        let _ = ask("203.0.113.66", "owner@example.in".into()).await;
        sqlx::query("update one_time_codes set created_at = created_at - interval '61 seconds'")
            .execute(&app.db)
            .await
            .unwrap();
    }
    // The owner, elsewhere, still gets a code at once with the first cooldown.
    let v = json_of(
        ask("198.51.100.20", "owner@example.in".into()).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["cooldownSeconds"], json!(60));
    // One address asking for many addresses is stopped after 30 in the hour.
    let mut statuses = vec![];
    for i in 0..40 {
        statuses.push(
            ask("203.0.113.77", format!("someone{i}@example.in"))
                .await
                .status(),
        );
    }
    assert!(
        statuses[..30].iter().all(|s| *s == StatusCode::OK),
        "{statuses:?}"
    );
    assert!(
        statuses[30..]
            .iter()
            .all(|s| *s == StatusCode::TOO_MANY_REQUESTS)
    );
    let v = error_of(
        ask("203.0.113.77", "another@example.in".into()).await,
        StatusCode::TOO_MANY_REQUESTS,
    )
    .await;
    assert_eq!(v["code"], json!("rate_limited"));
    assert!(v["cooldownSeconds"].as_u64().unwrap() > 3000);
}

/// A wrong reset code answers alike for a real account and an unknown address (no
/// `attemptsLeft` tells them apart), and only the browser that asked for a code can try it, so
/// a stranger's wrong codes never spend the owner's five tries.
#[sqlx::test(migrations = false)]
async fn verify_reset_code_answers_alike_and_strangers_cannot_spend_the_owners_tries(db: PgPool) {
    let app = TestApp::spawn(db).await;
    app.signup("jobseeker", "owner@example.in").await;
    let try_code = |c: &reqwest::Client, email: &str, code: &str| {
        c.post(app.url("/api/auth/verify-reset-code"))
            .json(&json!({ "email": email, "code": code }))
            .send()
    };
    let owner = app.client();
    let guesser = app.client();
    for (c, email) in [
        (&owner, "owner@example.in"),
        (&guesser, "nobody@example.in"),
    ] {
        json_of(
            app.post(
                c,
                "/api/auth/request-password-reset",
                json!({ "email": email }),
            )
            .await,
            StatusCode::OK,
        )
        .await;
    }
    let code = app.nth_code_for("owner@example.in", 2).await;
    let wrong = if code == "000000" { "000001" } else { "000000" };
    // A known and an unknown address answer a wrong code the same way.
    let known = error_of(
        try_code(&owner, "owner@example.in", wrong).await.unwrap(),
        StatusCode::BAD_REQUEST,
    )
    .await;
    let unknown = error_of(
        try_code(&guesser, "nobody@example.in", wrong)
            .await
            .unwrap(),
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(known, unknown);
    assert_eq!(known["attemptsLeft"], json!(4));
    // Without the owner's browser, wrong codes (and even the right one) reach nothing and spend
    // nothing: a client that never asked, and one that asked for itself.
    let stranger = app.client();
    for c in [&stranger, &guesser] {
        for _ in 0..6 {
            let v = error_of(
                try_code(c, "owner@example.in", wrong).await.unwrap(),
                StatusCode::BAD_REQUEST,
            )
            .await;
            assert_eq!(v["message"], json!("Invalid verification code"));
            assert!(v.get("attemptsLeft").is_none(), "{v}");
        }
        error_of(
            try_code(c, "owner@example.in", &code).await.unwrap(),
            StatusCode::BAD_REQUEST,
        )
        .await;
    }
    // The owner's code still works, with the tries the owner left.
    let v = error_of(
        try_code(&owner, "owner@example.in", wrong).await.unwrap(),
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(v["attemptsLeft"], json!(3));
    json_of(
        try_code(&owner, "owner@example.in", &code).await.unwrap(),
        StatusCode::OK,
    )
    .await;
    // A stranger's own request for the owner's address does not kill the owner's code.
    json_of(
        stranger
            .post(app.url("/api/auth/request-password-reset"))
            .header("x-forwarded-for", "203.0.113.5")
            .json(&json!({ "email": "owner@example.in" }))
            .send()
            .await
            .unwrap(),
        StatusCode::OK,
    )
    .await;
    json_of(
        owner
            .post(app.url("/api/auth/reset-password"))
            .json(&json!({ "email": "owner@example.in", "code": code,
                "newPassword": "Newpass#12", "confirmPassword": "Newpass#12" }))
            .send()
            .await
            .unwrap(),
        StatusCode::OK,
    )
    .await;
}

/// Reset-password checks the code before hashing the new password (a wrong call costs no
/// hash), and tries are limited per address (60 in 15 minutes) and per account within a reset
/// (10).
#[sqlx::test(migrations = false)]
async fn reset_password_tries_are_limited_per_account_and_address(db: PgPool) {
    let app = TestApp::spawn(db).await;
    app.signup("jobseeker", "owner@example.in").await;
    let c = app.client();
    json_of(
        app.post(
            &c,
            "/api/auth/request-password-reset",
            json!({ "email": "owner@example.in" }),
        )
        .await,
        StatusCode::OK,
    )
    .await;
    let attempt = |c: &reqwest::Client, ip: &str, email: &str| {
        c.post(app.url("/api/auth/reset-password"))
            .header("x-forwarded-for", ip.to_string())
            .json(&json!({ "email": email, "code": "123456",
                "newPassword": "Newpass#12", "confirmPassword": "Newpass#12" }))
            .send()
    };
    // Ten tries on one account within one reset, then 429 with Retry-After.
    for _ in 0..10 {
        let s = attempt(&c, "127.0.0.1", "owner@example.in")
            .await
            .unwrap()
            .status();
        assert_eq!(s, StatusCode::BAD_REQUEST);
    }
    let r = attempt(&c, "127.0.0.1", "owner@example.in").await.unwrap();
    assert!(r.headers().get("retry-after").is_some());
    let v = error_of(r, StatusCode::TOO_MANY_REQUESTS).await;
    assert!(v["retryAfterSeconds"].as_u64().unwrap() > 0);
    // Sixty from one address across accounts, then 429.
    let anyone = app.client();
    let mut statuses = vec![];
    for i in 0..65 {
        statuses.push(
            attempt(&anyone, "203.0.113.90", &format!("u{i}@example.in"))
                .await
                .unwrap()
                .status(),
        );
    }
    assert!(
        statuses[..60].iter().all(|s| *s == StatusCode::BAD_REQUEST),
        "{statuses:?}"
    );
    assert!(
        statuses[60..]
            .iter()
            .all(|s| *s == StatusCode::TOO_MANY_REQUESTS)
    );
}

#[sqlx::test(migrations = false)]
async fn login_outcomes_follow_the_spec(db: PgPool) {
    let app = TestApp::spawn(db).await;
    app.signup("employer", "boss@firm.in").await;
    app.signup("jobseeker", "seeker@example.in").await;

    let (_, r) = app.login("nobody@example.in", PASSWORD, "jobseeker").await;
    let v = error_of(r, StatusCode::NOT_FOUND).await;
    assert_eq!(
        v["message"],
        json!("Invalid credentials. Please check your email and password.")
    );
    let (_, r) = app
        .login("seeker@example.in", "Wrong#1234", "jobseeker")
        .await;
    let v2 = error_of(r, StatusCode::NOT_FOUND).await;
    assert_eq!(v, v2, "unknown email and wrong password look the same");

    let (_, r) = app.login("boss@firm.in", PASSWORD, "jobseeker").await;
    let v = error_of(r, StatusCode::FORBIDDEN).await;
    assert_eq!(
        v["message"],
        json!("This email is registered as an employer. Please use the employer login.")
    );
    assert_eq!(v["redirect"], json!("/login/employer"));
    let (_, r) = app.login("seeker@example.in", PASSWORD, "employer").await;
    let v = error_of(r, StatusCode::FORBIDDEN).await;
    assert_eq!(
        v["message"],
        json!("This email is registered as a job seeker. Please use the job seeker login.")
    );
    assert_eq!(v["redirect"], json!("/login/jobseeker"));
    // The role check comes after the password: a wrong password never reveals the role.
    let (_, r) = app.login("boss@firm.in", "Wrong#1234", "jobseeker").await;
    error_of(r, StatusCode::NOT_FOUND).await;

    let (c, r) = app.login("boss@firm.in", PASSWORD, "employer").await;
    let v = json_of(r, StatusCode::OK).await;
    assert_eq!(v["success"], json!(true));
    assert_eq!(v["user"]["role"], json!("employer"));
    json_of(app.get(&c, "/api/auth/me").await, StatusCode::OK).await;
    // Without a page role the account's own role is used.
    let r = app
        .post(
            &app.client(),
            "/api/auth/login",
            json!({ "email": "boss@firm.in", "password": PASSWORD }),
        )
        .await;
    json_of(r, StatusCode::OK).await;
}

#[sqlx::test(migrations = false)]
async fn password_reset_by_code_changes_password_and_revokes_sessions(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (old_client, _) = app.signup("jobseeker", "neha@example.in").await;
    let (other_device, r) = app.login("neha@example.in", PASSWORD, "jobseeker").await;
    json_of(r, StatusCode::OK).await;

    let c = app.client();
    let v = json_of(
        app.post(
            &c,
            "/api/auth/request-password-reset",
            json!({ "email": "neha@example.in" }),
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["message"], json!("Verification code sent to your email"));
    assert_eq!(v["cooldownSeconds"], json!(60));
    let code = app.nth_code_for("neha@example.in", 2).await;
    let v = error_of(app.post(&c, "/api/auth/verify-reset-code",
        json!({ "email": "neha@example.in", "code": if code == "999999" { "999998" } else { "999999" } })).await,
        StatusCode::BAD_REQUEST).await;
    assert_eq!(v["message"], json!("Invalid verification code"));
    let v = json_of(
        app.post(
            &c,
            "/api/auth/verify-reset-code",
            json!({ "email": "neha@example.in", "code": code }),
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["message"], json!("Verification code is valid"));

    let bad = [
        (
            json!("Short!A"),
            json!("Short!A"),
            "Password must be 8–20 characters long",
        ),
        (
            json!("Abcdefghijklmnop#qrstu"),
            json!("Abcdefghijklmnop#qrstu"),
            "Password must be 8–20 characters long",
        ),
        (
            json!("lowercase#1"),
            json!("lowercase#1"),
            "Password must contain at least one uppercase letter",
        ),
        (
            json!("NoSpecial12"),
            json!("NoSpecial12"),
            "Password must contain at least one special character",
        ),
        (
            json!("Newpass#12"),
            json!(""),
            "Please confirm your password",
        ),
        (
            json!("Newpass#12"),
            json!("Newpass#13"),
            "Passwords do not match",
        ),
    ];
    for (p, confirm, msg) in bad {
        let v = error_of(
            app.post(
                &c,
                "/api/auth/reset-password",
                json!({ "email": "neha@example.in", "code": code,
            "newPassword": p, "confirmPassword": confirm }),
            )
            .await,
            StatusCode::BAD_REQUEST,
        )
        .await;
        assert_eq!(v["message"], json!(msg));
    }
    let v = json_of(
        app.post(
            &c,
            "/api/auth/reset-password",
            json!({ "email": "neha@example.in", "code": code,
        "newPassword": "Newpass#12", "confirmPassword": "Newpass#12" }),
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["message"], json!("Password reset successfully"));

    for client in [&old_client, &other_device] {
        let me = json_of(app.get(client, "/api/auth/me").await, StatusCode::OK).await;
        assert_eq!(me["user"], json!(null), "signed out everywhere");
    }
    let (_, r) = app.login("neha@example.in", PASSWORD, "jobseeker").await;
    error_of(r, StatusCode::NOT_FOUND).await;
    let (_, r) = app
        .login("neha@example.in", "Newpass#12", "jobseeker")
        .await;
    json_of(r, StatusCode::OK).await;
    // The code was used up.
    let r = app
        .post(
            &c,
            "/api/auth/reset-password",
            json!({ "email": "neha@example.in", "code": code,
        "newPassword": "Another#12", "confirmPassword": "Another#12" }),
        )
        .await;
    error_of(r, StatusCode::BAD_REQUEST).await;
}

#[sqlx::test(migrations = false)]
async fn a_reset_code_is_bound_to_its_email_and_purpose(db: PgPool) {
    let app = TestApp::spawn(db).await;
    app.signup("jobseeker", "one@example.in").await;
    app.signup("jobseeker", "two@example.in").await;
    let c = app.client();
    app.post(
        &c,
        "/api/auth/request-password-reset",
        json!({ "email": "one@example.in" }),
    )
    .await;
    let code = app.nth_code_for("one@example.in", 2).await;
    // Not valid for another email...
    app.post(
        &c,
        "/api/auth/request-password-reset",
        json!({ "email": "two@example.in" }),
    )
    .await;
    let r = app
        .post(
            &c,
            "/api/auth/reset-password",
            json!({ "email": "two@example.in", "code": code,
        "newPassword": "Newpass#12", "confirmPassword": "Newpass#12" }),
        )
        .await;
    let other = app.nth_code_for("two@example.in", 2).await;
    if other != code {
        error_of(r, StatusCode::BAD_REQUEST).await;
    }
    // ...nor as an email-verification code.
    let r = app
        .post(
            &c,
            "/api/auth/verify-email-and-create",
            json!({ "email": "one@example.in", "verificationCode": code }),
        )
        .await;
    error_of(r, StatusCode::BAD_REQUEST).await;
}

/// Forgot-password answers a real account and an unknown address in the same time: both leave
/// no sooner than a fixed floor, well above the work either does.
#[sqlx::test(migrations = false)]
async fn forgot_password_answers_known_and_unknown_addresses_at_the_same_time(db: PgPool) {
    let app = TestApp::spawn(db).await;
    app.signup("jobseeker", "known@example.in").await;
    for (i, email) in ["known@example.in", "nobody@example.in"].iter().enumerate() {
        let started = std::time::Instant::now();
        let r = app
            .client()
            .post(app.url("/api/auth/request-password-reset"))
            .header("x-forwarded-for", format!("10.7.0.{i}"))
            .json(&json!({ "email": email }))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), StatusCode::OK);
        assert!(
            started.elapsed() >= std::time::Duration::from_millis(60),
            "{email}: {:?}",
            started.elapsed()
        );
    }
}
