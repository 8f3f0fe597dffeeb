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
    let signed_in = accounts::login::sign_in(
        &state,
        &accounts::login::Credentials {
            email,
            password: &body.password,
            remember_me: body.remember_me,
            page_role,
        },
        &accounts::Client {
            ip: ip.to_string(),
            user_agent: user_agent(&headers).map(str::to_string),
            language: crate::session::request_language(&headers),
        },
        current.as_ref(),
    )
    .await?;
    let (user, token) = (signed_in.user, signed_in.token);
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
    responses((status = 200, description = "Session deleted and cookie cleared", body = MessageReply), crate::views::EdgeErrors))]
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
        crate::views::EdgeErrors,
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
