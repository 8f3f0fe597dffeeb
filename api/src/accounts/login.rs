//! Signing in: the password checked under the login throttle, the role of the page, the
//! verified email, then a new session (the browser's old one is deleted: rotation).

use axum::http::StatusCode;

use super::{Client, SignedIn, invalid_credentials, password_check_passed, reserve_password_check};
use crate::{
    domain::{Email, Role, login_path},
    error::{ApiError, ApiResult, ErrorCode},
    security, session,
    session::CurrentUser,
    state::AppState,
    store,
};

/// What a login form sends, parsed.
pub struct Credentials<'a> {
    pub email: Email,
    pub password: &'a str,
    pub remember_me: bool,
    /// The login page's role, when it says one.
    pub page_role: Option<Role>,
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

/// Signs in with `c`, replacing the browser's `previous` session; the errors are the spec's
/// login outcomes (invalid credentials, the other role's page, email not verified, a legacy
/// password to replace, throttled).
pub async fn sign_in(
    state: &AppState,
    c: &Credentials<'_>,
    client: &Client,
    previous: Option<&CurrentUser>,
) -> ApiResult<SignedIn> {
    let ip_s = client.ip.as_str();
    reserve_password_check(state, c.email.as_str(), ip_s).await?;
    let too_long = c.password.chars().count() > crate::domain::MAX_PASSWORD_LEN;

    let Some(user) = store::users::by_email(&state.db, c.email.as_str()).await? else {
        if !too_long && pending_password_matches(state, c.email.as_str(), c.password).await? {
            password_check_passed(state, c.email.as_str(), ip_s).await;
            return Err(ApiError::new(
                StatusCode::UNAUTHORIZED,
                ErrorCode::EmailNotVerified,
                "Please verify your email address to login.",
            )
            .with(|x| {
                x.requires_email_verification = Some(true);
                x.email = Some(c.email.as_str().to_string());
            }));
        }
        if !too_long {
            security::burn_password_check(c.password).await;
        }
        tracing::warn!(email = %c.email.as_str(), ip = %ip_s, "login failed");
        return Err(invalid_credentials());
    };

    let verified = if too_long {
        false
    } else if let Some(h) = &user.password_hash {
        security::verify_password(h, c.password).await
    } else if let Some(legacy) = &user.legacy_password_hash {
        if security::verify_legacy_password(legacy, c.password).await {
            tracing::info!(user_id = %user.id, "legacy account must reset its password");
            password_check_passed(state, c.email.as_str(), ip_s).await;
            return Err(ApiError::new(
                StatusCode::UNAUTHORIZED,
                ErrorCode::PasswordResetRequired,
                "Password reset required. Please reset your password to continue.",
            )
            .with(|x| {
                x.requires_password_reset = Some(true);
                x.email = Some(user.email.clone());
                x.role = Some(user.role.as_str());
            }));
        }
        false
    } else {
        false
    };
    if !verified {
        tracing::warn!(email = %c.email.as_str(), ip = %ip_s, "login failed");
        return Err(invalid_credentials());
    }
    // The password was right: whatever comes next, this was not a failed attempt.
    password_check_passed(state, c.email.as_str(), ip_s).await;
    let role = user.role;
    // An admin signs in only on the admin page; nobody else signs in there.
    if let Some(page) = c
        .page_role
        .or((role == Role::Admin).then_some(Role::Jobseeker))
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
            Role::Admin => "This email is registered as an admin. Please use the admin login.",
        };
        return Err(ApiError::forbidden(ErrorCode::RoleMismatch, message)
            .with(|x| x.redirect = Some(login_path(role).to_string())));
    }
    if !user.is_email_verified {
        return Err(ApiError::new(
            StatusCode::UNAUTHORIZED,
            ErrorCode::EmailNotVerified,
            "Please verify your email address to login.",
        )
        .with(|x| {
            x.requires_email_verification = Some(true);
            x.email = Some(user.email.clone());
        }));
    }

    state
        .redis
        .clear(&format!("login:acct-ip:{}:{ip_s}", c.email.as_str()))
        .await;
    let mut tx = state.db.begin().await?;
    // Rotate: whatever session the browser had before is gone.
    if let Some(old) = previous {
        store::sessions::delete(&mut *tx, &old.token_hash).await?;
    }
    let token = session::create(
        &mut *tx,
        user.id,
        c.remember_me,
        ip_s,
        client.user_agent.as_deref(),
    )
    .await?;
    tx.commit().await?;
    tracing::info!(user_id = %user.id, role = %user.role, remember = c.remember_me, "login");
    Ok(SignedIn { user, token })
}
