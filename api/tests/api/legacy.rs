//! Accounts imported from the previous system (bcrypt) must replace their password.

use reqwest::StatusCode;
use serde_json::json;
use sqlx::PgPool;

use crate::helpers::*;

#[sqlx::test(migrations = false)]
async fn imported_accounts_must_reset_with_their_old_password(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let hash = bcrypt::hash("OldPass1", 4).unwrap();
    let lines = [
        json!({ "email": "Old@Example.in", "name": "Old Timer", "role": "jobseeker", "passwordHash": hash }).to_string(),
        json!({ "email": "firm@example.in", "name": "Firm Owner", "role": "employer", "passwordHash": hash,
                "companyName": "Old Firm" }).to_string(),
        String::new(),
        "{not json".to_string(),
        json!({ "email": "plain@example.in", "name": "Plain", "role": "jobseeker", "passwordHash": "plaintext" }).to_string(),
        json!({ "email": "old@example.in", "name": "Duplicate", "role": "jobseeker", "passwordHash": hash }).to_string(),
    ]
    .join("\n");
    let mut seen = 0;
    let report = kaamsetu_api::legacy::import(&app.db, lines.as_bytes(), |n| seen = n)
        .await
        .unwrap();
    assert_eq!(seen, 6);
    assert_eq!(report.imported, 2);
    assert_eq!(report.skipped_existing, 1);
    assert_eq!(
        report.rejected.iter().map(|r| r.0).collect::<Vec<_>>(),
        vec![4, 5]
    );

    let (_, r) = app.login("old@example.in", "OldPass1", "jobseeker").await;
    let v = error_of(r, StatusCode::UNAUTHORIZED).await;
    assert_eq!(v["requiresPasswordReset"], json!(true));
    assert_eq!(
        v["message"],
        json!("Password reset required. Please reset your password to continue.")
    );
    assert_eq!(v["email"], json!("old@example.in"));
    assert_eq!(v["role"], json!("jobseeker"));
    // A wrong password does not reveal that the account is a legacy one.
    let (_, r) = app.login("old@example.in", "Nope#1234", "jobseeker").await;
    error_of(r, StatusCode::NOT_FOUND).await;

    let c = app.client();
    let v = error_of(app.post(&c, "/api/auth/reset-migrated-password", json!({ "email": "old@example.in",
        "oldPassword": "Wrong1", "newPassword": "Fresh#Pass1", "confirmPassword": "Fresh#Pass1", "role": "jobseeker" })).await,
        StatusCode::FORBIDDEN).await;
    assert_eq!(v["redirect"], json!("/login/jobseeker?forgot=1"));
    let v = error_of(
        app.post(
            &c,
            "/api/auth/reset-migrated-password",
            json!({ "email": "old@example.in",
        "oldPassword": "", "newPassword": "Fresh#Pass1" }),
        )
        .await,
        StatusCode::FORBIDDEN,
    )
    .await;
    assert!(v["redirect"].is_string());
    let v = error_of(
        app.post(
            &c,
            "/api/auth/reset-migrated-password",
            json!({ "email": "old@example.in",
        "oldPassword": "OldPass1", "newPassword": "weak" }),
        )
        .await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(v["message"], json!("Password must be 8–20 characters long"));

    let v = json_of(app.post(&c, "/api/auth/reset-migrated-password", json!({ "email": "old@example.in",
        "oldPassword": "OldPass1", "newPassword": "Fresh#Pass1", "confirmPassword": "Fresh#Pass1" })).await,
        StatusCode::OK).await;
    assert_eq!(
        v["message"],
        json!("Password reset successfully! You can now login with your new password.")
    );
    let legacy: Option<String> =
        sqlx::query_scalar("select legacy_password_hash from users where email = 'old@example.in'")
            .fetch_one(&app.db)
            .await
            .unwrap();
    assert_eq!(legacy, None);
    let (_, r) = app.login("old@example.in", "OldPass1", "jobseeker").await;
    error_of(r, StatusCode::NOT_FOUND).await;
    let (_, r) = app
        .login("old@example.in", "Fresh#Pass1", "jobseeker")
        .await;
    json_of(r, StatusCode::OK).await;
    // Once replaced, the old password cannot be used to reset again.
    let r = app
        .post(
            &c,
            "/api/auth/reset-migrated-password",
            json!({ "email": "old@example.in",
        "oldPassword": "OldPass1", "newPassword": "Other#Pass1" }),
        )
        .await;
    error_of(r, StatusCode::FORBIDDEN).await;
    // A non-legacy account never resets this way, and an unknown email looks the same.
    let r = app
        .post(
            &c,
            "/api/auth/reset-migrated-password",
            json!({ "email": "ghost@example.in",
        "oldPassword": "OldPass1", "newPassword": "Other#Pass1" }),
        )
        .await;
    error_of(r, StatusCode::FORBIDDEN).await;

    // The other legacy account can also reset by code instead.
    app.post(
        &c,
        "/api/auth/request-password-reset",
        json!({ "email": "firm@example.in" }),
    )
    .await;
    let code = app.code_for("firm@example.in").await;
    json_of(
        app.post(
            &c,
            "/api/auth/reset-password",
            json!({ "email": "firm@example.in", "code": code,
        "newPassword": "Brand#New1", "confirmPassword": "Brand#New1" }),
        )
        .await,
        StatusCode::OK,
    )
    .await;
    let (_, r) = app.login("firm@example.in", "Brand#New1", "employer").await;
    let v = json_of(r, StatusCode::OK).await;
    assert_eq!(v["user"]["companyName"], json!("Old Firm"));
}

#[sqlx::test(migrations = false)]
async fn the_import_command_reads_a_file_and_reports(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let url = database_url(&app.db).await;
    let file = app.config.data_dir.join("users.jsonl");
    let hash = bcrypt::hash("OldPass1", 4).unwrap();
    std::fs::write(&file, format!(
        "{}\n{}\n",
        json!({ "email": "cli@example.in", "name": "Cli User", "role": "jobseeker", "passwordHash": hash }),
        json!({ "email": "bad", "name": "Bad", "role": "jobseeker", "passwordHash": hash }),
    )).unwrap();
    let out = tokio::process::Command::new(env!("CARGO_BIN_EXE_kaamsetu-api"))
        .arg("import-users")
        .arg(&file)
        .env("DATABASE_URL", url)
        .output()
        .await
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains("imported 1, skipped 0 existing, rejected 1"),
        "{stdout}"
    );
    assert!(
        stdout.contains("line 2: Email address is invalid"),
        "{stdout}"
    );
    let (_, r) = app.login("cli@example.in", "OldPass1", "jobseeker").await;
    assert_eq!(
        error_of(r, StatusCode::UNAUTHORIZED).await["requiresPasswordReset"],
        json!(true)
    );
}
