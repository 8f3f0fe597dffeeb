//! Password resets: by an emailed code, and the legacy accounts' migrated reset.

use super::*;

/// Body with just an email.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct EmailBody {
    #[serde(default)]
    email: String,
}

/// A migrated account's password was replaced.
#[derive(Serialize, ToSchema)]
pub struct MigratedResetReply {
    success: bool,
    message: &'static str,
    /// The account's role (the login page to go back to).
    role: Role,
}

/// POST /api/auth/request-password-reset
#[utoipa::path(post, path = "/api/auth/request-password-reset", tag = "auth",
    request_body = EmailBody,
    responses(
        (status = 200, description = "The same answer for known and unknown emails", body = CodeSentReply),
        (status = 400, description = "Please enter a valid email", body = ErrorBody),
        (status = 429, description = "Cooldown: `cooldownSeconds`", body = ErrorBody),
    ))]
pub async fn request_password_reset(
    State(state): State<AppState>,
    Json(body): Json<EmailBody>,
) -> ApiResult<Response> {
    let email = Email::parse_with(&body.email, "Please enter a valid email")?;
    let mut tx = state.db.begin().await?;
    let known = store::users::by_email(&mut *tx, email.as_str())
        .await?
        .is_some();
    let next = codes::issue(
        &mut tx,
        &state,
        email.as_str(),
        Purpose::ResetPassword,
        None,
        known,
    )
    .await?;
    tx.commit().await?;
    Ok(ok(
        StatusCode::OK,
        CodeSentReply {
            success: true,
            message: "Verification code sent to your email",
            dev_mode: state.config.dev_mail(),
            cooldown_seconds: next,
        },
    ))
}

/// Body of verify-reset-code.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ResetCodeBody {
    #[serde(default)]
    email: String,
    #[serde(default)]
    code: String,
}

/// POST /api/auth/verify-reset-code
#[utoipa::path(post, path = "/api/auth/verify-reset-code", tag = "auth",
    request_body = ResetCodeBody,
    responses(
        (status = 200, description = "The code is right (it stays usable for the reset)", body = MessageReply),
        (status = 400, description = "Invalid verification code", body = ErrorBody),
    ))]
pub async fn verify_reset_code(
    State(state): State<AppState>,
    Json(body): Json<ResetCodeBody>,
) -> ApiResult<Response> {
    let email = Email::parse_with(&body.email, "Please enter a valid email")?;
    let code = parse_code(&body.code)?;
    let mut tx = state.db.begin().await?;
    let res = codes::check(
        &mut tx,
        &state,
        email.as_str(),
        Purpose::ResetPassword,
        &code,
        "Invalid verification code",
    )
    .await?;
    tx.commit().await?;
    match res {
        Check::Valid { .. } => Ok(ok(
            StatusCode::OK,
            MessageReply::new("Verification code is valid"),
        )),
        Check::Invalid(e) => Err(e),
    }
}

/// Body of reset-password.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct ResetPasswordBody {
    #[serde(default)]
    email: String,
    #[serde(default)]
    code: String,
    #[serde(default)]
    new_password: String,
    #[serde(default)]
    confirm_password: String,
}

/// POST /api/auth/reset-password
#[utoipa::path(post, path = "/api/auth/reset-password", tag = "auth",
    request_body = ResetPasswordBody,
    responses(
        (status = 200, description = "Password changed; every session of the account revoked", body = MessageReply),
        (status = 400, description = "Invalid code or password rule", body = ErrorBody),
    ))]
pub async fn reset_password(
    State(state): State<AppState>,
    Json(body): Json<ResetPasswordBody>,
) -> ApiResult<Response> {
    let email = Email::parse_with(&body.email, "Please enter a valid email")?;
    let code = parse_code(&body.code)?;
    let password = NewPassword::parse_reset(&body.new_password)?;
    check_confirm(&body.new_password, Some(&body.confirm_password))?;
    let hash = security::hash_password(password.as_str()).await?;
    let mut tx = state.db.begin().await?;
    let code_id = match codes::check(
        &mut tx,
        &state,
        email.as_str(),
        Purpose::ResetPassword,
        &code,
        "Invalid verification code",
    )
    .await?
    {
        Check::Valid { id, .. } => id,
        Check::Invalid(e) => {
            tx.commit().await?;
            return Err(e);
        }
    };
    let Some(user) = store::users::by_email(&mut *tx, email.as_str()).await? else {
        tx.commit().await?;
        return Err(ApiError::bad_request(
            ErrorCode::InvalidCode,
            "Invalid verification code",
        ));
    };
    store::users::set_password(&mut *tx, user.id, &hash).await?;
    store::users::mark_verified(&mut *tx, user.id).await?;
    store::codes::consume(&mut *tx, code_id).await?;
    let revoked = store::sessions::delete_all_for_user(&mut *tx, user.id).await?;
    tx.commit().await?;
    tracing::info!(user_id = %user.id, revoked, "password reset by code");
    Ok(ok(
        StatusCode::OK,
        MessageReply::new("Password reset successfully"),
    ))
}

/// Body of reset-migrated-password.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct MigratedResetBody {
    #[serde(default)]
    email: String,
    #[serde(default)]
    old_password: String,
    #[serde(default)]
    new_password: String,
    confirm_password: Option<String>,
    /// The login page to send the user back to when the old password does not verify.
    role: Option<Role>,
}

/// POST /api/auth/reset-migrated-password
#[utoipa::path(post, path = "/api/auth/reset-migrated-password", tag = "auth",
    request_body = MigratedResetBody,
    responses(
        (status = 200, description = "Legacy password verified and replaced", body = MigratedResetReply),
        (status = 400, description = "A password rule or a malformed field", body = ErrorBody),
        (status = 403, description = "Old password not verified; `redirect` to the reset-by-code flow", body = ErrorBody),
        (status = 429, description = "Throttled", body = ErrorBody),
    ))]
pub async fn reset_migrated_password(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    Json(body): Json<MigratedResetBody>,
) -> ApiResult<Response> {
    let email = Email::parse(&body.email)?;
    let password = NewPassword::parse_reset(&body.new_password)?;
    check_confirm(&body.new_password, body.confirm_password.as_deref())?;
    let ip_s = ip.to_string();
    reserve_password_check(&state, email.as_str(), &ip_s).await?;
    let user = store::users::by_email(&state.db, email.as_str()).await?;
    let old_ok = match user
        .as_ref()
        .and_then(|u| u.legacy_password_hash.as_deref())
    {
        Some(legacy) if !body.old_password.is_empty() && body.old_password.len() <= 128 => {
            security::verify_legacy_password(legacy, &body.old_password).await
        }
        _ => false,
    };
    let user = match user {
        Some(u) if old_ok => u,
        _ => {
            tracing::warn!(email = %email.as_str(), ip = %ip_s, "migrated reset refused");
            let role = body.role.unwrap_or(Role::Jobseeker);
            return Err(ApiError::forbidden(
                ErrorCode::OldPasswordNotVerified,
                "We could not verify your old password. Please reset your password with a code sent to your email.",
            )
            .with("redirect", format!("{}?forgot=1", role.login_path())));
        }
    };
    password_check_passed(&state, email.as_str(), &ip_s).await;
    let hash = security::hash_password(password.as_str()).await?;
    let mut tx = state.db.begin().await?;
    store::users::set_password(&mut *tx, user.id, &hash).await?;
    store::sessions::delete_all_for_user(&mut *tx, user.id).await?;
    tx.commit().await?;
    tracing::info!(user_id = %user.id, "legacy password replaced");
    Ok(ok(
        StatusCode::OK,
        MigratedResetReply {
            success: true,
            message: "Password reset successfully! You can now login with your new password.",
            role: user.role(),
        },
    ))
}
