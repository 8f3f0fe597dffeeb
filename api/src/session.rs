//! The session cookie and the signed-in-user extractors.

use axum::{
    extract::{FromRequestParts, OptionalFromRequestParts},
    http::{HeaderMap, HeaderValue, header, request::Parts},
};
use chrono::{Duration, Utc};
use uuid::Uuid;

use crate::{
    domain::Role,
    error::{ApiError, ApiResult, ErrorCode},
    security,
    state::AppState,
    store::{self, users::UserRow},
};

/// Name of the session cookie.
pub const COOKIE: &str = "ks_session";
/// Lifetime of a remembered session.
pub const REMEMBER_DAYS: i64 = 30;
/// Idle timeout of a browser session.
pub const IDLE_HOURS: i64 = 24;
/// Absolute cap on a browser session even when active.
const BROWSER_SESSION_MAX_DAYS: i64 = 7;

/// The signed-in user of this request.
#[derive(Clone, Debug)]
pub struct CurrentUser {
    pub user: UserRow,
    pub token_hash: Vec<u8>,
}

impl CurrentUser {
    pub fn id(&self) -> Uuid {
        self.user.id
    }

    pub fn role(&self) -> Role {
        self.user.role
    }
}

/// The value of cookie `name` in the `Cookie` headers (the first one sent).
pub fn cookie_value(headers: &HeaderMap, name: &str) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|kv| kv.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v.to_string())
}

/// The cookie the web app keeps the visitor's interface language in (`en` or `hi`).
pub const LANGUAGE_COOKIE: &str = "ks_lang";

/// The interface language of the asking browser (the `ks_lang` cookie the web app's language
/// switch writes): Hindi when it says `hi`, else English. Mails a request causes for someone not
/// yet signed up (a sign-up code, a reset code, a guest's alert) are written in it.
pub fn request_language(headers: &HeaderMap) -> kaamsetu_search::catalog::Language {
    use kaamsetu_search::catalog::Language;
    match cookie_value(headers, LANGUAGE_COOKIE)
        .as_deref()
        .map(str::trim)
    {
        Some(v) if v.eq_ignore_ascii_case("hi") => Language::Hi,
        _ => Language::En,
    }
}

/// The language of a served page: `?lang=hi` or `?lang=en` on its address (the web app takes it
/// as the visitor's choice and remembers it), else the `ks_lang` cookie (`request_language`).
pub fn page_language(
    uri: &axum::http::Uri,
    headers: &HeaderMap,
) -> kaamsetu_search::catalog::Language {
    use kaamsetu_search::catalog::Language;
    let asked =
        uri.query()
            .unwrap_or_default()
            .split('&')
            .find_map(|pair| match pair.split_once('=') {
                Some(("lang", v)) if v.eq_ignore_ascii_case("hi") => Some(Language::Hi),
                Some(("lang", v)) if v.eq_ignore_ascii_case("en") => Some(Language::En),
                _ => None,
            });
    asked.unwrap_or_else(|| request_language(headers))
}

/// Reads the session token from the `Cookie` header.
pub fn token_from_headers(headers: &HeaderMap) -> Option<String> {
    cookie_value(headers, COOKIE)
        .filter(|v| v.len() == 64 && v.bytes().all(|b| b.is_ascii_hexdigit()))
}

async fn load(parts: &Parts, state: &AppState) -> ApiResult<Option<CurrentUser>> {
    let Some(token) = token_from_headers(&parts.headers) else {
        return Ok(None);
    };
    let hash = security::token_hash(&token);
    let Some(s) = store::sessions::get(&state.db, &hash).await? else {
        return Ok(None);
    };
    let now = Utc::now();
    let idle = !s.remember && s.last_seen_at < now - Duration::hours(IDLE_HOURS);
    if s.expires_at < now || idle {
        store::sessions::delete(&state.db, &hash).await?;
        return Ok(None);
    }
    let Some(user) = store::users::by_id(&state.db, s.user_id).await? else {
        return Ok(None);
    };
    store::sessions::touch(&state.db, &hash).await?;
    Ok(Some(CurrentUser {
        user,
        token_hash: hash,
    }))
}

impl FromRequestParts<AppState> for CurrentUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> ApiResult<Self> {
        load(parts, state)
            .await?
            .ok_or_else(ApiError::unauthenticated)
    }
}

impl OptionalFromRequestParts<AppState> for CurrentUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> ApiResult<Option<Self>> {
        load(parts, state).await
    }
}

/// A new session row; returns the cookie token. Lifetimes per docs/design/security.md.
pub async fn create(
    db: impl sqlx::PgExecutor<'_>,
    user_id: Uuid,
    remember: bool,
    ip: &str,
    user_agent: Option<&str>,
) -> ApiResult<String> {
    let token = security::new_session_token();
    let expires = Utc::now()
        + if remember {
            Duration::days(REMEMBER_DAYS)
        } else {
            Duration::days(BROWSER_SESSION_MAX_DAYS)
        };
    store::sessions::insert(
        db,
        &security::token_hash(&token),
        user_id,
        remember,
        expires,
        ip,
        user_agent,
    )
    .await?;
    Ok(token)
}

/// `Set-Cookie` for a new session: `HttpOnly`, `SameSite=Lax`, `Path=/`, `Secure` on HTTPS,
/// and `Max-Age` only when remembered (otherwise it is a browser-session cookie).
pub fn set_cookie(token: &str, remember: bool, secure: bool) -> HeaderValue {
    let mut c = format!("{COOKIE}={token}; HttpOnly; SameSite=Lax; Path=/");
    if remember {
        c.push_str(&format!("; Max-Age={}", REMEMBER_DAYS * 24 * 3600));
    }
    if secure {
        c.push_str("; Secure");
    }
    HeaderValue::from_str(&c).expect("cookie is ASCII")
}

/// `Set-Cookie` that removes the session cookie.
pub fn clear_cookie(secure: bool) -> HeaderValue {
    let mut c = format!("{COOKIE}=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0");
    if secure {
        c.push_str("; Secure");
    }
    HeaderValue::from_str(&c).expect("cookie is ASCII")
}

/// A signed-in employer (401 when anonymous, 403 for a job seeker).
pub struct Employer(pub CurrentUser);

/// A signed-in job seeker (401 when anonymous, 403 for an employer).
pub struct Jobseeker(pub CurrentUser);

/// A signed-in admin (401 when anonymous, 403 for everyone else).
pub struct Admin(pub CurrentUser);

impl FromRequestParts<AppState> for Admin {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> ApiResult<Self> {
        let user =
            <CurrentUser as FromRequestParts<AppState>>::from_request_parts(parts, state).await?;
        require(user, Role::Admin).map(Admin)
    }
}

fn require(user: CurrentUser, role: Role) -> ApiResult<CurrentUser> {
    if user.role() == role {
        Ok(user)
    } else {
        tracing::warn!(user_id = %user.id(), wanted = role.as_str(), "role check failed");
        Err(ApiError::forbidden(
            ErrorCode::WrongRole,
            match role {
                Role::Employer => "Only employers can do this",
                Role::Jobseeker => "Only job seekers can do this",
                Role::Admin => "Only admins can do this",
            },
        ))
    }
}

impl FromRequestParts<AppState> for Employer {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> ApiResult<Self> {
        let user =
            <CurrentUser as FromRequestParts<AppState>>::from_request_parts(parts, state).await?;
        require(user, Role::Employer).map(Employer)
    }
}

impl Jobseeker {
    /// The extractor taken as `Result<Jobseeker, ApiError>`, with the route's own words for a
    /// signed-in employer ("Employers cannot apply for jobs…"); other refusals stay as they are.
    pub fn or_refuse(
        taken: Result<Self, ApiError>,
        message: &'static str,
    ) -> ApiResult<CurrentUser> {
        match taken {
            Ok(Jobseeker(user)) => Ok(user),
            Err(e) if e.status == axum::http::StatusCode::FORBIDDEN => {
                Err(ApiError::forbidden(ErrorCode::WrongRole, message))
            }
            Err(e) => Err(e),
        }
    }
}

impl FromRequestParts<AppState> for Jobseeker {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> ApiResult<Self> {
        let user =
            <CurrentUser as FromRequestParts<AppState>>::from_request_parts(parts, state).await?;
        require(user, Role::Jobseeker).map(Jobseeker)
    }
}
