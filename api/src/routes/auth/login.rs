//! Login, logout and the current user.

use super::*;

/// The session's user, or `null` for an anonymous visitor.
#[derive(Serialize, ToSchema)]
pub struct MeReply {
    success: bool,
    user: Option<UserView>,
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
    reserve_password_check(&state, email.as_str(), &ip_s).await?;
    let too_long = body.password.chars().count() > crate::domain::MAX_PASSWORD_LEN;

    let Some(user) = store::users::by_email(&state.db, email.as_str()).await? else {
        if !too_long && pending_password_matches(&state, email.as_str(), &body.password).await? {
            password_check_passed(&state, email.as_str(), &ip_s).await;
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
        tracing::warn!(email = %email.as_str(), ip = %ip_s, "login failed");
        return Err(invalid_credentials());
    };

    let verified = if too_long {
        false
    } else if let Some(h) = &user.password_hash {
        security::verify_password(h, &body.password).await
    } else if let Some(legacy) = &user.legacy_password_hash {
        if security::verify_legacy_password(legacy, &body.password).await {
            tracing::info!(user_id = %user.id, "legacy account must reset its password");
            password_check_passed(&state, email.as_str(), &ip_s).await;
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
        tracing::warn!(email = %email.as_str(), ip = %ip_s, "login failed");
        return Err(invalid_credentials());
    }
    // The password was right: whatever comes next, this was not a failed attempt.
    password_check_passed(&state, email.as_str(), &ip_s).await;
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
