//! Job alerts (saved searches mailed as jobs go live): a job seeker's own alerts, guests'
//! alerts confirmed by mail, and the one-click unsubscribe of every alert mail.
//! docs/operations.md "Job alerts".

use std::time::Duration;

use axum::{extract::State, http::StatusCode, response::Redirect};
use chrono::{DateTime, Utc};
use kaamsetu_search::{
    alerts::{AlertSearch, MAX_PER_ACCOUNT},
    catalog::AlertFrequency,
};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::{
    alerts::{self, NewAlert, compose::find_jobs_path},
    domain::{Email, refuse_hidden},
    error::{ApiError, ApiResult, ErrorCode, Wait},
    extract::{ClientIp, Json, Path, Query, parse_id},
    routes::search::SearchQuery,
    session::Jobseeker,
    state::AppState,
    store::{self, alerts::AlertChange},
    views::{Category, ErrorBody, Gender, JobType, MessageReply, WorkMode},
};

/// The most characters of an alert's name.
const NAME_MAX_CHARS: usize = 100;

/// A job alert as its owner sees it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AlertView {
    #[serde(rename = "_id")]
    id: Uuid,
    name: String,
    frequency: AlertFrequency,
    search: AlertSearch,
    /// The search in words ("driver jobs in Delhi · Full-Time").
    search_text: String,
    /// The find-jobs page showing this search (`/find-jobs?…`).
    find_jobs_url: String,
    /// False while paused (also after an unsubscribe from a mail); nothing is mailed then.
    active: bool,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
    /// When its last mail went out.
    last_sent_at: Option<DateTime<Utc>>,
    /// Jobs matched and not mailed yet that are still open.
    new_matches: i64,
}

impl From<store::alerts::AlertRow> for AlertView {
    fn from(r: store::alerts::AlertRow) -> Self {
        let search = r.search.0;
        Self {
            id: r.id,
            name: r.name,
            frequency: r.frequency,
            search_text: search.describe(),
            find_jobs_url: find_jobs_path(&search),
            search,
            active: r.active,
            created_at: r.created_at,
            updated_at: r.updated_at,
            last_sent_at: r.last_sent_at,
            new_matches: r.new_matches,
        }
    }
}

/// A job seeker's alerts, newest first.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AlertsReply {
    success: bool,
    alerts: Vec<AlertView>,
    /// The most alerts an account may keep (20).
    max_alerts: i64,
}

/// An alert saved or changed.
#[derive(Serialize, ToSchema)]
pub struct AlertReply {
    success: bool,
    message: &'static str,
    alert: AlertView,
}

/// A guest's alert waits for the link mailed to its address.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GuestAlertReply {
    success: bool,
    message: &'static str,
    /// Mail is written to files, not sent (development).
    dev_mode: bool,
}

/// The search of an alert: the filters of `GET /api/jobs`, checked exactly as it checks them.
/// At least one must be given.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct AlertSearchBody {
    /// At most 200 characters.
    keyword: Option<String>,
    /// At most 100 characters.
    location: Option<String>,
    /// Monthly rupees.
    min_salary: Option<i64>,
    /// Monthly rupees.
    max_salary: Option<i64>,
    /// Job types (any of them).
    #[serde(rename = "type")]
    #[schema(value_type = Option<Vec<JobType>>)]
    types: Option<Vec<String>>,
    #[schema(value_type = Option<Vec<WorkMode>>)]
    work_mode: Option<Vec<String>>,
    #[schema(value_type = Option<Vec<Category>>)]
    category: Option<Vec<String>>,
    /// `Male` or `Female` (jobs open to them); `Both` or none: anyone.
    #[schema(value_type = Option<Gender>)]
    gender: Option<String>,
    is_blue_collar: Option<bool>,
}

impl AlertSearchBody {
    /// The search, normalised, through the job search's own parameter checks.
    fn parse(&self) -> ApiResult<AlertSearch> {
        let list = |v: &Option<Vec<String>>| v.as_ref().map(|l| l.join(","));
        let query = SearchQuery {
            keyword: self.keyword.clone(),
            location: self.location.clone(),
            min_salary: self.min_salary.map(|n| n.to_string()),
            max_salary: self.max_salary.map(|n| n.to_string()),
            job_type: list(&self.types),
            work_mode: list(&self.work_mode),
            category: list(&self.category),
            gender: self.gender.clone(),
            is_blue_collar: self
                .is_blue_collar
                .map(|b| if b { "Yes" } else { "No" }.to_string()),
            ..SearchQuery::default()
        };
        let search = AlertSearch::from_request(&query.parse()?);
        if search.is_empty() {
            return Err(ApiError::validation(
                "Choose a keyword, a place or a filter for the alert: an empty search would match every job",
            ));
        }
        Ok(search)
    }
}

/// An alert's name: trimmed, one line, 1 to 100 characters.
fn parse_name(raw: &str) -> ApiResult<String> {
    let s = raw.trim();
    if s.is_empty() {
        return Err(ApiError::validation("Alert name is required"));
    }
    if s.chars().count() > NAME_MAX_CHARS {
        return Err(ApiError::validation(format!(
            "Alert name must be at most {NAME_MAX_CHARS} characters"
        )));
    }
    if s.contains(['\n', '\r', '\t']) {
        return Err(ApiError::validation("Alert name must be on one line"));
    }
    refuse_hidden(s, "Alert name")?;
    Ok(s.to_string())
}

/// The name given, or the search in words when none is.
fn name_or_default(raw: Option<&str>, search: &AlertSearch) -> ApiResult<String> {
    match raw.filter(|s| !s.trim().is_empty()) {
        Some(s) => parse_name(s),
        None => Ok(search.describe().chars().take(NAME_MAX_CHARS).collect()),
    }
}

/// A new alert of a job seeker.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct AlertBody {
    /// 1 to 100 characters on one line; the search in words when absent.
    name: Option<String>,
    frequency: AlertFrequency,
    search: AlertSearchBody,
}

/// What to change of an alert; absent fields are kept.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct AlertPatchBody {
    name: Option<String>,
    frequency: Option<AlertFrequency>,
    /// A new search drops the old one's matches not mailed yet.
    search: Option<AlertSearchBody>,
    /// False pauses the alert, true resumes it (also after an unsubscribe).
    active: Option<bool>,
}

/// A guest's alert: mailed to `email` once the link sent there is opened.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct GuestAlertBody {
    #[serde(default)]
    email: String,
    /// 1 to 100 characters on one line; the search in words when absent.
    name: Option<String>,
    frequency: AlertFrequency,
    search: AlertSearchBody,
}

/// The token of a mailed link.
#[derive(Deserialize, IntoParams)]
pub struct TokenQuery {
    /// From the link in the mail.
    token: Option<String>,
}

impl TokenQuery {
    fn token(&self) -> ApiResult<&str> {
        self.token
            .as_deref()
            .filter(|t| !t.trim().is_empty())
            .ok_or_else(|| ApiError::bad_request(ErrorCode::InvalidToken, "The link has no token"))
    }
}

fn alert_id(raw: &str) -> ApiResult<Uuid> {
    parse_id(raw, "alert")
}

fn alert_not_found() -> ApiError {
    ApiError::not_found("Job alert not found")
}

/// GET /api/alerts: the signed-in job seeker's alerts, newest first.
#[utoipa::path(get, path = "/api/alerts", tag = "alerts",
    responses(
        (status = 200, description = "The alerts, newest first", body = AlertsReply),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Not a job seeker", body = ErrorBody),
        crate::views::EdgeErrors,
    ))]
pub async fn list_alerts(
    State(state): State<AppState>,
    Jobseeker(me): Jobseeker,
) -> ApiResult<axum::Json<AlertsReply>> {
    let rows = store::alerts::list(&state.db, me.id()).await?;
    Ok(axum::Json(AlertsReply {
        success: true,
        alerts: rows.into_iter().map(AlertView::from).collect(),
        max_alerts: MAX_PER_ACCOUNT,
    }))
}

/// POST /api/alerts: saves a search as an alert (at most 20 an account).
#[utoipa::path(post, path = "/api/alerts", tag = "alerts", request_body = AlertBody,
    responses(
        (status = 201, description = "Saved", body = AlertReply),
        (status = 400, description = "A bad field (an unknown frequency, a search the job search refuses, an empty search, an unknown field), named", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Not a job seeker", body = ErrorBody),
        (status = 409, description = "Already 20 alerts (`alert_limit`)", body = ErrorBody),
        crate::views::EdgeErrors,
    ))]
pub async fn create_alert(
    State(state): State<AppState>,
    Jobseeker(me): Jobseeker,
    Json(body): Json<AlertBody>,
) -> ApiResult<(StatusCode, axum::Json<AlertReply>)> {
    let search = body.search.parse()?;
    let alert = NewAlert {
        name: name_or_default(body.name.as_deref(), &search)?,
        frequency: body.frequency,
        search,
    };
    let id = alerts::create_for_account(&state.db, me.id(), &me.user.email, &alert).await?;
    tracing::info!(alert = %id, user_id = %me.id(), "job alert saved");
    let row = store::alerts::get(&state.db, id, me.id())
        .await?
        .ok_or_else(alert_not_found)?;
    Ok((
        StatusCode::CREATED,
        axum::Json(AlertReply {
            success: true,
            message: "Job alert saved",
            alert: row.into(),
        }),
    ))
}

/// PUT /api/alerts/{id}: changes an alert's name, frequency or search, or pauses or resumes it.
#[utoipa::path(put, path = "/api/alerts/{id}", tag = "alerts", request_body = AlertPatchBody,
    params(("id" = Uuid, Path, description = "Alert id")),
    responses(
        (status = 200, description = "Changed", body = AlertReply),
        (status = 400, description = "A bad field or a malformed id", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Not a job seeker", body = ErrorBody),
        (status = 404, description = "Not one of this job seeker's alerts", body = ErrorBody),
        crate::views::EdgeErrors,
    ))]
pub async fn update_alert(
    State(state): State<AppState>,
    Jobseeker(me): Jobseeker,
    Path(id): Path<String>,
    Json(body): Json<AlertPatchBody>,
) -> ApiResult<axum::Json<AlertReply>> {
    let id = alert_id(&id)?;
    let change = AlertChange {
        name: body.name.as_deref().map(parse_name).transpose()?,
        frequency: body.frequency,
        search: body.search.as_ref().map(|s| s.parse()).transpose()?,
        active: body.active,
    };
    if !alerts::update(&state.db, id, me.id(), &change).await? {
        return Err(alert_not_found());
    }
    let row = store::alerts::get(&state.db, id, me.id())
        .await?
        .ok_or_else(alert_not_found)?;
    Ok(axum::Json(AlertReply {
        success: true,
        message: "Job alert updated",
        alert: row.into(),
    }))
}

/// DELETE /api/alerts/{id}
#[utoipa::path(delete, path = "/api/alerts/{id}", tag = "alerts",
    params(("id" = Uuid, Path, description = "Alert id")),
    responses(
        (status = 200, description = "Deleted", body = MessageReply),
        (status = 400, description = "A malformed id", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Not a job seeker", body = ErrorBody),
        (status = 404, description = "Not one of this job seeker's alerts", body = ErrorBody),
        crate::views::EdgeErrors,
    ))]
pub async fn delete_alert(
    State(state): State<AppState>,
    Jobseeker(me): Jobseeker,
    Path(id): Path<String>,
) -> ApiResult<axum::Json<MessageReply>> {
    let id = alert_id(&id)?;
    if !store::alerts::delete(&state.db, id, me.id()).await? {
        return Err(alert_not_found());
    }
    Ok(axum::Json(MessageReply::new("Job alert deleted")))
}

/// POST /api/alerts/guest: a guest's alert, mailed only after the link sent to the address is
/// opened. At most 20 live alerts an address, and a limit of creations per client address per
/// hour.
#[utoipa::path(post, path = "/api/alerts/guest", tag = "alerts", request_body = GuestAlertBody,
    responses(
        (status = 201, description = "Saved, unconfirmed; the confirmation link is mailed", body = GuestAlertReply),
        (status = 400, description = "A bad field (the email, an unknown frequency, a search the job search refuses, an empty search, an unknown field), named", body = ErrorBody),
        (status = 409, description = "The address already has 20 alerts (`alert_limit`)", body = ErrorBody),
        (status = 429, description = "Too many alerts made from this client address in the last hour (`Retry-After`)", body = ErrorBody),
        crate::views::EdgeErrors,
    ))]
pub async fn create_guest_alert(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    headers: axum::http::HeaderMap,
    Json(body): Json<GuestAlertBody>,
) -> ApiResult<(StatusCode, axum::Json<GuestAlertReply>)> {
    let email = Email::parse(&body.email)?;
    let search = body.search.parse()?;
    let alert = NewAlert {
        name: name_or_default(body.name.as_deref(), &search)?,
        frequency: body.frequency,
        search,
    };
    if let Err(wait) = state
        .redis
        .limit(
            &format!("alerts:guest:ip:{ip}"),
            state.config.alerts_guest_per_ip_per_hour,
            Duration::from_secs(3600),
        )
        .await
    {
        tracing::warn!(%ip, "guest alert creations throttled");
        return Err(ApiError::too_many(
            "alerts:guest:ip",
            "Too many job alerts made from here. Please try again later.",
            wait,
            Wait::RetryAfter,
        ));
    }
    // The guest's mails are written in the language of the browser that asked.
    let language = crate::session::request_language(&headers);
    alerts::create_for_guest(&state.db, &state.config, email.as_str(), &alert, language).await?;
    Ok((
        StatusCode::CREATED,
        axum::Json(GuestAlertReply {
            success: true,
            message: "Check your email: open the link we sent to start this job alert",
            dev_mode: state.config.dev_mail(),
        }),
    ))
}

/// Where a browser opening a mailed link goes: the web page of that link, with its token. A GET
/// changes nothing (mail scanners fetch links); the page asks for one press, which POSTs.
fn to_link_page(page: &str, q: &TokenQuery) -> Redirect {
    match q.token.as_deref() {
        Some(t) => Redirect::to(&format!(
            "{page}?token={}",
            kaamsetu_search::text::query_value(t)
        )),
        None => Redirect::to(page),
    }
}

/// GET /api/alerts/confirm: the confirmation link of mails sent before the links pointed at the
/// web page; to `/alerts/confirm?token=`, which confirms on a press. Confirms nothing itself.
#[utoipa::path(get, path = "/api/alerts/confirm", tag = "alerts", params(TokenQuery),
    responses(
        (status = 303, description = "To the web page `/alerts/confirm?token=`",
            headers(("Location" = String, description = "`/alerts/confirm?token=…`"))),
        (status = 400, description = "A query string that cannot be read", body = ErrorBody),
        crate::views::EdgeErrors,
    ))]
pub async fn confirm_link(Query(q): Query<TokenQuery>) -> Redirect {
    to_link_page("/alerts/confirm", &q)
}

/// POST /api/alerts/confirm: confirms a guest's alert by the token of its confirmation mail
/// (the page `/alerts/confirm` sends it); the alert is mailed from now on.
#[utoipa::path(post, path = "/api/alerts/confirm", tag = "alerts", params(TokenQuery),
    responses(
        (status = 200, description = "Confirmed (again is fine)", body = MessageReply),
        (status = 400, description = "A malformed or wrong token (`invalid_token`)", body = ErrorBody),
        (status = 404, description = "The alert no longer exists, or the link expired (7 days)", body = ErrorBody),
        crate::views::EdgeErrors,
    ))]
pub async fn confirm_alert(
    State(state): State<AppState>,
    Query(q): Query<TokenQuery>,
) -> ApiResult<axum::Json<MessageReply>> {
    alerts::confirm(&state.db, &state.config.code_pepper, q.token()?).await?;
    Ok(axum::Json(MessageReply::new("Your job alert is confirmed")))
}

/// GET /api/alerts/unsubscribe: the `List-Unsubscribe` URL opened by a mail program (and the
/// body link of mails sent before it pointed at the web page); to `/alerts/unsubscribe?token=`,
/// which unsubscribes on a press. Stops nothing itself.
#[utoipa::path(get, path = "/api/alerts/unsubscribe", tag = "alerts", params(TokenQuery),
    responses(
        (status = 303, description = "To the web page `/alerts/unsubscribe?token=`",
            headers(("Location" = String, description = "`/alerts/unsubscribe?token=…`"))),
        (status = 400, description = "A query string that cannot be read", body = ErrorBody),
        crate::views::EdgeErrors,
    ))]
pub async fn unsubscribe_link(Query(q): Query<TokenQuery>) -> Redirect {
    to_link_page("/alerts/unsubscribe", &q)
}

/// POST /api/alerts/unsubscribe: stops an alert's mail by its token (no sign-in). Sent by the page
/// `/alerts/unsubscribe`, and as the one-click unsubscribe of RFC 8058 (`List-Unsubscribe-Post`)
/// by mail providers with the body `List-Unsubscribe=One-Click` (read by no one: the token is
/// the authority).
#[utoipa::path(post, path = "/api/alerts/unsubscribe", tag = "alerts", params(TokenQuery),
    responses(
        (status = 200, description = "Unsubscribed", body = MessageReply),
        (status = 400, description = "A malformed or forged token (`invalid_token`)", body = ErrorBody),
        crate::views::EdgeErrors,
    ))]
pub async fn unsubscribe_one_click(
    State(state): State<AppState>,
    Query(q): Query<TokenQuery>,
) -> ApiResult<axum::Json<MessageReply>> {
    alerts::unsubscribe(&state.db, &state.config.code_pepper, q.token()?).await?;
    Ok(axum::Json(MessageReply::new(
        "You are unsubscribed from this job alert",
    )))
}
