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

/// The cookie that ties a reset code to the browser that asked for it.
const RESET_COOKIE: &str = "ks_reset";
/// Reset requests one address may make in an hour, whatever the emails (several people behind
/// one mobile-network address stay well within it).
pub const RESET_REQUESTS_PER_IP_PER_HOUR: u64 = 30;
/// Code tries (verify-reset-code and reset-password) one address may make in 15 minutes.
pub const RESET_TRIES_PER_IP: u64 = 60;
/// Code tries on one account from one reset flow (or, without one, one address) in 15 minutes.
pub const RESET_TRIES_PER_ACCOUNT: u64 = 10;
const RESET_TRY_WINDOW: Duration = Duration::from_secs(15 * 60);
/// request-password-reset answers no sooner than this, known address or not.
const RESET_ANSWER_FLOOR: Duration = Duration::from_millis(60);

/// The browser's reset flow token, when it sent a well-formed one.
fn reset_token(headers: &HeaderMap) -> Option<String> {
    session::cookie_value(headers, RESET_COOKIE)
        .filter(|t| t.len() == 64 && t.bytes().all(|b| b.is_ascii_hexdigit()))
}

fn reset_cookie(token: &str, secure: bool) -> header::HeaderValue {
    let mut c =
        format!("{RESET_COOKIE}={token}; HttpOnly; SameSite=Strict; Path=/api/auth; Max-Age=86400");
    if secure {
        c.push_str("; Secure");
    }
    header::HeaderValue::from_str(&c).expect("cookie is ASCII")
}

/// Counts one code try against the address and the account (within the flow) limits.
async fn count_reset_try(
    state: &AppState,
    ip: &str,
    email: &str,
    flow: Option<&[u8]>,
) -> ApiResult<()> {
    let who = flow.map_or_else(|| ip.to_string(), hex::encode);
    for (limit, key, max) in [
        (
            "reset:try:ip",
            format!("reset:try:ip:{ip}"),
            RESET_TRIES_PER_IP,
        ),
        (
            "reset:try:account",
            format!("reset:try:acct:{email}:{who}"),
            RESET_TRIES_PER_ACCOUNT,
        ),
    ] {
        state
            .redis
            .limit(&key, max, RESET_TRY_WINDOW)
            .await
            .map_err(|wait| {
                tracing::warn!(%ip, "password reset tries throttled");
                ApiError::too_many(
                    limit,
                    format!(
                        "Too many attempts. Please try again in {} minutes.",
                        wait.div_ceil(60).max(1)
                    ),
                    wait,
                    crate::error::Wait::RetryAfter,
                )
            })?;
    }
    Ok(())
}

/// POST /api/auth/request-password-reset
#[utoipa::path(post, path = "/api/auth/request-password-reset", tag = "auth",
    request_body = EmailBody,
    responses(
        (status = 200, description = "The same answer for known and unknown emails, at the same time; sets the `ks_reset` cookie the code is bound to", body = CodeSentReply),
        (status = 400, description = "Please enter a valid email", body = ErrorBody),
        (status = 429, description = "Cooldown of this address for this email, or too many requests from this address: `cooldownSeconds`", body = ErrorBody),
    ))]
pub async fn request_password_reset(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    Json(body): Json<EmailBody>,
) -> ApiResult<Response> {
    let started = std::time::Instant::now();
    let res = issue_reset_code(&state, &ip.to_string(), &headers, &body.email).await;
    security::no_sooner_than(started, RESET_ANSWER_FLOOR).await;
    res
}

async fn issue_reset_code(
    state: &AppState,
    ip: &str,
    headers: &HeaderMap,
    email: &str,
) -> ApiResult<Response> {
    let email = Email::parse_with(email, "Please enter a valid email")?;
    state
        .redis
        .limit(
            &format!("reset:req:ip:{ip}"),
            RESET_REQUESTS_PER_IP_PER_HOUR,
            Duration::from_secs(3600),
        )
        .await
        .map_err(|wait| {
            tracing::warn!(%ip, "password reset requests throttled");
            ApiError::too_many(
                "reset:request:ip",
                format!(
                    "Too many password reset requests from your network. Please try again in {} minutes.",
                    wait.div_ceil(60).max(1)
                ),
                wait,
                crate::error::Wait::Cooldown,
            )
        })?;
    let token = reset_token(headers).unwrap_or_else(security::new_session_token);
    let scope = CodeScope {
        pending_id: None,
        flow_hash: Some(security::token_hash(&token)),
        requester_hash: Some(security::address_hash(&state.config.code_pepper, ip)),
    };
    let mut tx = state.db.begin().await?;
    let known = store::users::by_email(&mut *tx, email.as_str())
        .await?
        .is_some();
    let next = codes::issue(
        &mut tx,
        state,
        email.as_str(),
        Purpose::ResetPassword,
        &scope,
        known,
        crate::session::request_language(headers),
    )
    .await?;
    tx.commit().await?;
    Ok(with_cookie(
        ok(
            StatusCode::OK,
            CodeSentReply {
                success: true,
                message: "Verification code sent to your email",
                dev_mode: state.config.dev_mail(),
                cooldown_seconds: next,
            },
        ),
        reset_cookie(&token, state.config.https()),
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
        (status = 400, description = "Invalid verification code: the same answer whether the address has an account or not; only the browser that asked for the code (its `ks_reset` cookie) can try it", body = ErrorBody),
        (status = 429, description = "Too many tries from this address or on this account: `retryAfterSeconds`", body = ErrorBody),
    ))]
pub async fn verify_reset_code(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    Json(body): Json<ResetCodeBody>,
) -> ApiResult<Response> {
    let email = Email::parse_with(&body.email, "Please enter a valid email")?;
    let code = parse_code(&body.code)?;
    let flow = reset_token(&headers).map(|t| security::token_hash(&t));
    count_reset_try(&state, &ip.to_string(), email.as_str(), flow.as_deref()).await?;
    let mut tx = state.db.begin().await?;
    let res = codes::check(
        &mut tx,
        &state,
        email.as_str(),
        Purpose::ResetPassword,
        flow.as_deref(),
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
        (status = 429, description = "Too many tries from this address or on this account: `retryAfterSeconds`", body = ErrorBody),
    ))]
pub async fn reset_password(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    Json(body): Json<ResetPasswordBody>,
) -> ApiResult<Response> {
    let email = Email::parse_with(&body.email, "Please enter a valid email")?;
    let code = parse_code(&body.code)?;
    let password = NewPassword::parse_reset(&body.new_password)?;
    check_confirm(&body.new_password, Some(&body.confirm_password))?;
    let flow = reset_token(&headers).map(|t| security::token_hash(&t));
    count_reset_try(&state, &ip.to_string(), email.as_str(), flow.as_deref()).await?;
    let mut tx = state.db.begin().await?;
    // The code first: a wrong one never costs a password hash.
    let code_id = match codes::check(
        &mut tx,
        &state,
        email.as_str(),
        Purpose::ResetPassword,
        flow.as_deref(),
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
    let hash = security::hash_password(password.as_str()).await?;
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
            .with(|x| x.redirect = Some(format!("{}?forgot=1", login_path(role)))));
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
            role: user.role,
        },
    ))
}
