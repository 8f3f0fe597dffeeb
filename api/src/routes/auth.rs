//! Spec §7 "Authentication": sign-up with email codes, login, sessions, password resets.

use std::time::Duration;

use axum::{
    extract::State,
    http::{HeaderMap, StatusCode, header},
    response::{IntoResponse, Response},
};
use serde::{Deserialize, Serialize};
use sqlx::PgConnection;
use utoipa::ToSchema;
use uuid::Uuid;

use crate::{
    codes::{self, Check, IssueError},
    domain::{Email, NewPassword, Role, check_confirm, parse_code, parse_name},
    error::{ApiError, ApiResult, ErrorCode},
    extract::{ClientIp, Json},
    security,
    session::{self, CurrentUser},
    state::AppState,
    store::{self, codes::Purpose, pending::NewPending, users::UserView},
    views::{ErrorBody, MessageReply, UserReply},
};

/// A sign-up waits for the code just mailed (or mailed within the cooldown).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VerificationSentReply {
    success: bool,
    message: &'static str,
    /// Always true.
    requires_email_verification: bool,
    /// The address, normalised.
    email: String,
    /// This sign-up among others waiting for the same address: Resend names it.
    registration_id: Uuid,
    /// Mail is written to files, not sent (development).
    dev_mode: bool,
    /// Seconds before another code can be sent.
    cooldown_seconds: u64,
}

/// A code was sent (or, for an unknown address, the same answer without a mail).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CodeSentReply {
    success: bool,
    message: &'static str,
    /// Mail is written to files, not sent (development).
    dev_mode: bool,
    /// Seconds before another code can be sent.
    cooldown_seconds: i64,
}

/// The session's user, or `null` for an anonymous visitor.
#[derive(Serialize, ToSchema)]
pub struct MeReply {
    success: bool,
    user: Option<UserView>,
}

/// A migrated account's password was replaced.
#[derive(Serialize, ToSchema)]
pub struct MigratedResetReply {
    success: bool,
    message: &'static str,
    /// The account's role (the login page to go back to).
    role: Role,
}

/// Failed logins allowed per account from one address in the window.
const LOGIN_MAX_PER_ACCOUNT_IP: u64 = 5;
/// Failed logins allowed from one address across accounts in the window.
const LOGIN_MAX_PER_IP: u64 = 30;
const LOGIN_WINDOW: Duration = Duration::from_secs(15 * 60);
/// Sign-ups allowed from one address per hour.
const REGISTER_MAX_PER_IP: u64 = 20;

fn ok<T: Serialize>(status: StatusCode, body: T) -> Response {
    (status, axum::Json(body)).into_response()
}

fn with_cookie(mut res: Response, cookie: header::HeaderValue) -> Response {
    res.headers_mut().append(header::SET_COOKIE, cookie);
    res
}

fn user_agent(headers: &HeaderMap) -> Option<&str> {
    headers
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
}

/// Sign-up payload (spec §3 "Registration payload").
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct RegisterBody {
    #[serde(default)]
    name: String,
    #[serde(default)]
    email: String,
    #[serde(default)]
    password: String,
    confirm_password: Option<String>,
    role: Option<Role>,
    /// File name from the image upload (job seekers and employers).
    avatar: Option<String>,
    /// Employers only.
    company_name: Option<String>,
    /// Employers only: file name from the image upload.
    company_logo: Option<String>,
}

/// A validated sign-up.
struct SignUp {
    role: Role,
    name: String,
    email: Email,
    password: NewPassword,
    avatar: Option<String>,
    company_name: Option<String>,
    company_logo: Option<String>,
}

impl RegisterBody {
    /// The sign-up rules of spec §5, in order.
    fn parse(self) -> ApiResult<SignUp> {
        let role = self
            .role
            .ok_or_else(|| ApiError::validation("Role is required"))?;
        let name = parse_name(&self.name, "Name")?;
        let company_name = match role {
            Role::Employer => Some(parse_name(
                self.company_name.as_deref().unwrap_or(""),
                "Company name",
            )?),
            Role::Jobseeker if self.company_name.is_some() || self.company_logo.is_some() => {
                return Err(ApiError::validation(
                    "companyName and companyLogo are only for employer accounts",
                ));
            }
            Role::Jobseeker => None,
        };
        let email = Email::parse(&self.email)?;
        let password = NewPassword::parse_signup(&self.password)?;
        check_confirm(&self.password, self.confirm_password.as_deref())?;
        let blank = |v: Option<String>| v.filter(|s| !s.trim().is_empty());
        Ok(SignUp {
            role,
            name,
            email,
            password,
            avatar: blank(self.avatar),
            company_name,
            company_logo: blank(self.company_logo),
        })
    }
}

/// An image named in a sign-up must be one of our image uploads that nobody owns yet.
async fn check_image_ref(state: &AppState, name: Option<&str>) -> ApiResult<()> {
    let Some(name) = name else { return Ok(()) };
    match store::uploads::get(&state.db, name).await? {
        Some(u) if u.kind == "image" && u.owner_id.is_none() => Ok(()),
        _ => Err(ApiError::validation(
            "The uploaded image was not found. Please upload it again.",
        )),
    }
}

async fn claim_images(conn: &mut PgConnection, user: &store::users::UserRow) -> ApiResult<()> {
    for f in [&user.avatar, &user.company_logo].into_iter().flatten() {
        store::uploads::claim(&mut *conn, f, user.id).await?;
    }
    Ok(())
}

/// POST /api/auth/register
#[utoipa::path(post, path = "/api/auth/register", tag = "auth", request_body = RegisterBody,
    responses(
        (status = 200, description = "Code sent: the sign-up waits for it", body = VerificationSentReply),
        (status = 201, description = "Account created and signed in (verification switched off)", body = UserReply),
        (status = 400, description = "Validation failure or `User already exists`", body = ErrorBody),
        (status = 429, description = "Too many sign-ups or codes", body = ErrorBody),
    ))]
pub async fn register(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    Json(body): Json<RegisterBody>,
) -> ApiResult<Response> {
    let s = body.parse()?;
    if let Err(wait) = state
        .redis
        .limit(
            &format!("register:ip:{ip}"),
            REGISTER_MAX_PER_IP,
            Duration::from_secs(3600),
        )
        .await
    {
        return Err(ApiError::too_many(
            "Too many sign-ups from this network. Please try again later.",
            wait,
            "retryAfterSeconds",
        ));
    }
    if store::users::by_email(&state.db, s.email.as_str())
        .await?
        .is_some()
    {
        return Err(ApiError::bad_request(
            ErrorCode::UserExists,
            "User already exists",
        ));
    }
    check_image_ref(&state, s.avatar.as_deref()).await?;
    check_image_ref(&state, s.company_logo.as_deref()).await?;
    let hash = security::hash_password(s.password.as_str()).await?;

    let mut tx = state.db.begin().await?;
    if !state.config.email_verification {
        let user = store::users::insert(
            &mut *tx,
            &store::users::NewUser {
                role: s.role,
                name: &s.name,
                email: s.email.as_str(),
                password_hash: Some(&hash),
                legacy_password_hash: None,
                is_email_verified: true,
                avatar: s.avatar.as_deref(),
                company_name: s.company_name.as_deref(),
                company_logo: s.company_logo.as_deref(),
                created_at: None,
            },
        )
        .await?;
        claim_images(&mut tx, &user).await?;
        let token = session::create(
            &mut *tx,
            user.id,
            false,
            &ip.to_string(),
            user_agent(&headers),
        )
        .await?;
        tx.commit().await?;
        tracing::info!(user_id = %user.id, role = %user.role, "account created");
        let res = ok(
            StatusCode::CREATED,
            UserReply::new("Registration successful!", UserView::from(&user)),
        );
        return Ok(with_cookie(
            res,
            session::set_cookie(&token, false, state.config.https()),
        ));
    }

    // A sign-up never replaces another one for the same address: each is kept on its own and
    // only the code mailed for it creates it (a stranger cannot swap the password or role of a
    // sign-up that waits for its owner's code).
    let registration_id = store::pending::insert(
        &mut *tx,
        &NewPending {
            email: s.email.as_str(),
            role: s.role.as_str(),
            name: &s.name,
            password_hash: &hash,
            avatar: s.avatar.as_deref(),
            company_name: s.company_name.as_deref(),
            company_logo: s.company_logo.as_deref(),
        },
    )
    .await?;
    store::pending::prune(&mut *tx, s.email.as_str()).await?;
    // Within the cooldown of an earlier code no mail goes out: this sign-up gets its code from
    // Resend (with its `registrationId`) once the cooldown is over, and the earlier code still
    // creates only the sign-up it was mailed for.
    let cooldown = match codes::issue(
        &mut tx,
        &state,
        s.email.as_str(),
        Purpose::VerifyEmail,
        Some(registration_id),
        true,
    )
    .await
    {
        Ok(()) => codes::COOLDOWN_SECS as u64,
        Err(IssueError::Cooldown(wait)) => wait,
        Err(e) => return Err(e.into()),
    };
    tx.commit().await?;
    Ok(ok(
        StatusCode::OK,
        VerificationSentReply {
            success: true,
            message: "Verification code sent to your email",
            requires_email_verification: true,
            email: s.email.as_str().to_string(),
            registration_id,
            dev_mode: state.config.dev_mail(),
            cooldown_seconds: cooldown,
        },
    ))
}

/// Body of verify-email-and-create.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct VerifyEmailBody {
    #[serde(default)]
    email: String,
    #[serde(default)]
    verification_code: String,
}

/// POST /api/auth/verify-email-and-create
#[utoipa::path(post, path = "/api/auth/verify-email-and-create", tag = "auth",
    request_body = VerifyEmailBody,
    responses(
        (status = 201, description = "Account created and signed in", body = UserReply),
        (status = 400, description = "Wrong, expired or used code", body = ErrorBody),
    ))]
pub async fn verify_email_and_create(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    Json(body): Json<VerifyEmailBody>,
) -> ApiResult<Response> {
    let email = Email::parse(&body.email)?;
    let code = parse_code(&body.verification_code)
        .map_err(|_| ApiError::validation("Please enter the 6-digit verification code"))?;
    let mut tx = state.db.begin().await?;
    let (code_id, pending_id) = match codes::check(
        &mut tx,
        &state,
        email.as_str(),
        Purpose::VerifyEmail,
        &code,
        "Invalid verification code",
    )
    .await?
    {
        Check::Valid { id, pending_id } => (id, pending_id),
        Check::Invalid(e) => {
            tx.commit().await?;
            return Err(e);
        }
    };
    // The code creates exactly the sign-up it was mailed for.
    let pending = match pending_id {
        Some(id) => store::pending::get(&mut *tx, email.as_str(), id).await?,
        None => None,
    };
    let user = match pending {
        Some(p) => {
            let user = store::users::insert(
                &mut *tx,
                &store::users::NewUser {
                    role: Role::parse(&p.role).unwrap_or(Role::Jobseeker),
                    name: &p.name,
                    email: &p.email,
                    password_hash: Some(&p.password_hash),
                    legacy_password_hash: None,
                    is_email_verified: true,
                    avatar: p.avatar.as_deref(),
                    company_name: p.company_name.as_deref(),
                    company_logo: p.company_logo.as_deref(),
                    created_at: None,
                },
            )
            .await?;
            store::pending::delete_for_email(&mut *tx, email.as_str()).await?;
            store::codes::kill_all(&mut *tx, email.as_str(), Purpose::VerifyEmail).await?;
            claim_images(&mut tx, &user).await?;
            user
        }
        // An imported account that was never verified proves its mailbox the same way.
        None => match store::users::by_email(&mut *tx, email.as_str()).await? {
            Some(u) if !u.is_email_verified => {
                store::users::mark_verified(&mut *tx, u.id).await?;
                u
            }
            Some(_) => {
                return Err(ApiError::bad_request(
                    ErrorCode::AlreadyVerified,
                    "This email is already verified. Please log in.",
                ));
            }
            None => {
                return Err(ApiError::bad_request(
                    ErrorCode::NoPendingRegistration,
                    "No sign-up is waiting for this email. Please sign up again.",
                ));
            }
        },
    };
    store::codes::consume(&mut *tx, code_id).await?;
    let token = session::create(
        &mut *tx,
        user.id,
        false,
        &ip.to_string(),
        user_agent(&headers),
    )
    .await?;
    tx.commit().await?;
    tracing::info!(user_id = %user.id, role = %user.role, "account created after email verification");
    let mut view = UserView::from(&user);
    view.is_email_verified = true;
    let res = ok(
        StatusCode::CREATED,
        UserReply::new("Email verified successfully! Account created.", view),
    );
    Ok(with_cookie(
        res,
        session::set_cookie(&token, false, state.config.https()),
    ))
}

/// Body with just an email.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct EmailBody {
    #[serde(default)]
    email: String,
}

/// Body of resend-verification-code: the address, and the sign-up the code is for (the
/// `registrationId` its register reply carried).
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct ResendBody {
    #[serde(default)]
    email: String,
    registration_id: Option<Uuid>,
}

/// POST /api/auth/resend-verification-code
#[utoipa::path(post, path = "/api/auth/resend-verification-code", tag = "auth",
    request_body = ResendBody,
    responses(
        (status = 200, description = "Sent when a sign-up is waiting; the same answer otherwise", body = CodeSentReply),
        (status = 400, description = "Email address is invalid", body = ErrorBody),
        (status = 429, description = "Cooldown: `cooldownSeconds`", body = ErrorBody),
    ))]
pub async fn resend_verification_code(
    State(state): State<AppState>,
    Json(body): Json<ResendBody>,
) -> ApiResult<Response> {
    let email = Email::parse(&body.email)?;
    let mut tx = state.db.begin().await?;
    let target = resend_target(&mut tx, email.as_str(), body.registration_id).await?;
    codes::issue(
        &mut tx,
        &state,
        email.as_str(),
        Purpose::VerifyEmail,
        target.flatten(),
        target.is_some(),
    )
    .await?;
    tx.commit().await?;
    Ok(ok(
        StatusCode::OK,
        CodeSentReply {
            success: true,
            message: "Verification code resent to your email!",
            dev_mode: state.config.dev_mail(),
            cooldown_seconds: codes::COOLDOWN_SECS,
        },
    ))
}

/// Which account a resent verification code is for: `Some(Some(id))` a sign-up, `Some(None)` an
/// imported account that was never verified, `None` nothing (no mail goes out, the answer is
/// the same). Without a `registrationId` a sign-up is chosen only when it is the address's one
/// waiting sign-up: with several, nobody can tell which one the person at the keyboard made.
async fn resend_target(
    conn: &mut PgConnection,
    email: &str,
    registration_id: Option<Uuid>,
) -> ApiResult<Option<Option<Uuid>>> {
    if let Some(id) = registration_id {
        return Ok(store::pending::get(&mut *conn, email, id)
            .await?
            .map(|p| Some(p.id)));
    }
    if store::users::by_email(&mut *conn, email)
        .await?
        .is_some_and(|u| !u.is_email_verified)
    {
        return Ok(Some(None));
    }
    match store::pending::for_email(&mut *conn, email)
        .await?
        .as_slice()
    {
        [only] => Ok(Some(Some(only.id))),
        _ => Ok(None),
    }
}

/// Login payload (spec §3): the page's role arrives as `loginType` and/or `role`.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct LoginBody {
    #[serde(default)]
    email: String,
    #[serde(default)]
    password: String,
    #[serde(default)]
    remember_me: bool,
    login_type: Option<Role>,
    role: Option<Role>,
}

/// Whether the password is the one of a sign-up of this address that waits for verification.
async fn pending_password_matches(
    state: &AppState,
    email: &str,
    password: &str,
) -> ApiResult<bool> {
    for p in store::pending::for_email(&state.db, email).await? {
        if security::verify_password(&p.password_hash, password).await {
            return Ok(true);
        }
    }
    Ok(false)
}

fn invalid_credentials() -> ApiError {
    ApiError::new(
        StatusCode::NOT_FOUND,
        ErrorCode::InvalidCredentials,
        "Invalid credentials. Please check your email and password.",
    )
}

/// Throttle keys of a password check: per account and address, and per address.
fn login_keys(email: &str, ip: &str) -> [(String, u64); 2] {
    [
        (
            format!("login:acct-ip:{email}:{ip}"),
            LOGIN_MAX_PER_ACCOUNT_IP,
        ),
        (format!("login:ip:{ip}"), LOGIN_MAX_PER_IP),
    ]
}

/// Refuses a password check while either counter is over its limit. A stranger elsewhere
/// cannot lock a real user out: no counter spans addresses.
async fn check_login_throttle(state: &AppState, email: &str, ip: &str) -> ApiResult<()> {
    for (key, max) in login_keys(email, ip) {
        let (n, ttl) = state.redis.count(&key).await;
        if n >= max {
            tracing::warn!(%email, %ip, "login throttled");
            let minutes = ttl.div_ceil(60).max(1);
            return Err(ApiError::too_many(
                format!("Too many failed login attempts. Please try again in {minutes} minutes."),
                ttl.max(1),
                "retryAfterSeconds",
            ));
        }
    }
    Ok(())
}

async fn count_login_failure(state: &AppState, email: &str, ip: &str) {
    tracing::warn!(%email, %ip, "login failed");
    for (key, _) in login_keys(email, ip) {
        state.redis.hit(&key, LOGIN_WINDOW).await;
    }
}

/// POST /api/auth/login
#[utoipa::path(post, path = "/api/auth/login", tag = "auth", request_body = LoginBody,
    responses(
        (status = 200, description = "Signed in; the session cookie is set", body = UserReply),
        (status = 400, description = "A missing or malformed field", body = ErrorBody),
        (status = 401, description = "`requiresEmailVerification` or `requiresPasswordReset`", body = ErrorBody),
        (status = 403, description = "Account of the other role; `redirect`", body = ErrorBody),
        (status = 404, description = "Invalid credentials", body = ErrorBody),
        (status = 429, description = "Throttled; `Retry-After`", body = ErrorBody),
    ))]
pub async fn login(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    current: Option<CurrentUser>,
    Json(body): Json<LoginBody>,
) -> ApiResult<Response> {
    let email = Email::parse_with(&body.email, "Please enter a valid email")?;
    if body.password.is_empty() {
        return Err(ApiError::validation("Password is required"));
    }
    let page_role = match (body.login_type, body.role) {
        (Some(a), Some(b)) if a != b => {
            return Err(ApiError::validation("loginType and role disagree"));
        }
        (a, b) => a.or(b),
    };
    let ip_s = ip.to_string();
    check_login_throttle(&state, email.as_str(), &ip_s).await?;
    let too_long = body.password.chars().count() > crate::domain::MAX_PASSWORD_LEN;

    let Some(user) = store::users::by_email(&state.db, email.as_str()).await? else {
        if !too_long && pending_password_matches(&state, email.as_str(), &body.password).await? {
            return Err(ApiError::new(
                StatusCode::UNAUTHORIZED,
                ErrorCode::EmailNotVerified,
                "Please verify your email address to login.",
            )
            .with("requiresEmailVerification", true)
            .with("email", email.as_str()));
        }
        if !too_long {
            security::burn_password_check(&body.password).await;
        }
        count_login_failure(&state, email.as_str(), &ip_s).await;
        return Err(invalid_credentials());
    };

    let verified = if too_long {
        false
    } else if let Some(h) = &user.password_hash {
        security::verify_password(h, &body.password).await
    } else if let Some(legacy) = &user.legacy_password_hash {
        if security::verify_legacy_password(legacy, &body.password).await {
            tracing::info!(user_id = %user.id, "legacy account must reset its password");
            return Err(ApiError::new(
                StatusCode::UNAUTHORIZED,
                ErrorCode::PasswordResetRequired,
                "Password reset required. Please reset your password to continue.",
            )
            .with("requiresPasswordReset", true)
            .with("email", user.email.as_str())
            .with("role", user.role.as_str()));
        }
        false
    } else {
        false
    };
    if !verified {
        count_login_failure(&state, email.as_str(), &ip_s).await;
        return Err(invalid_credentials());
    }
    let role = user.role();
    if let Some(page) = page_role
        && page != role
    {
        tracing::warn!(user_id = %user.id, "login on the other role's page");
        let message = match role {
            Role::Employer => {
                "This email is registered as an employer. Please use the employer login."
            }
            Role::Jobseeker => {
                "This email is registered as a job seeker. Please use the job seeker login."
            }
        };
        return Err(ApiError::forbidden(ErrorCode::RoleMismatch, message)
            .with("redirect", role.login_path()));
    }
    if !user.is_email_verified {
        return Err(ApiError::new(
            StatusCode::UNAUTHORIZED,
            ErrorCode::EmailNotVerified,
            "Please verify your email address to login.",
        )
        .with("requiresEmailVerification", true)
        .with("email", user.email.as_str()));
    }

    state
        .redis
        .clear(&format!("login:acct-ip:{}:{ip_s}", email.as_str()))
        .await;
    let mut tx = state.db.begin().await?;
    // Rotate: whatever session the browser had before is gone.
    if let Some(old) = current {
        store::sessions::delete(&mut *tx, &old.token_hash).await?;
    }
    let token = session::create(
        &mut *tx,
        user.id,
        body.remember_me,
        &ip_s,
        user_agent(&headers),
    )
    .await?;
    tx.commit().await?;
    tracing::info!(user_id = %user.id, role = %user.role, remember = body.remember_me, "login");
    let res = ok(
        StatusCode::OK,
        UserReply::new("Login successful", UserView::from(&user)),
    );
    Ok(with_cookie(
        res,
        session::set_cookie(&token, body.remember_me, state.config.https()),
    ))
}

/// POST /api/auth/logout
#[utoipa::path(post, path = "/api/auth/logout", tag = "auth",
    responses((status = 200, description = "Session deleted and cookie cleared", body = MessageReply)))]
pub async fn logout(
    State(state): State<AppState>,
    current: Option<CurrentUser>,
) -> ApiResult<Response> {
    if let Some(c) = current {
        store::sessions::delete(&state.db, &c.token_hash).await?;
        tracing::info!(user_id = %c.id(), "logout");
    }
    let res = ok(StatusCode::OK, MessageReply::new("Logged out successfully"));
    Ok(with_cookie(
        res,
        session::clear_cookie(state.config.https()),
    ))
}

/// GET /api/auth/me: the signed-in user, or `user: null` for an anonymous visitor (a 200, so
/// every anonymous page load does not log a failed request in the browser).
#[utoipa::path(get, path = "/api/auth/me", tag = "auth",
    responses(
        (status = 200, description = "The session's user; `null` when signed out", body = MeReply),
    ))]
pub async fn me(current: Option<CurrentUser>) -> ApiResult<Response> {
    Ok(ok(
        StatusCode::OK,
        MeReply {
            success: true,
            user: current.map(|c| UserView::from(&c.user)),
        },
    ))
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
    codes::issue(
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
            cooldown_seconds: codes::COOLDOWN_SECS,
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
    check_login_throttle(&state, email.as_str(), &ip_s).await?;
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
            count_login_failure(&state, email.as_str(), &ip_s).await;
            let role = body.role.unwrap_or(Role::Jobseeker);
            return Err(ApiError::forbidden(
                ErrorCode::OldPasswordNotVerified,
                "We could not verify your old password. Please reset your password with a code sent to your email.",
            )
            .with("redirect", format!("{}?forgot=1", role.login_path())));
        }
    };
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
