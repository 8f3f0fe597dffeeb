//! Spec §7 "Users": the own profile, résumé removal, and employers' public pages.

use axum::{Json as JsonReply, extract::State};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::{
    domain::Role,
    error::{ApiError, ApiResult},
    extract::{Json, Path, Query},
    paging::{Pagination, Paging},
    profile_input::ProfileBody,
    session::CurrentUser,
    state::AppState,
    store::{self, outbox::SearchTx, users::EmployerRow},
    views::{ErrorBody, MessageReply, UserReply, UserView},
};

/// A page of employers.
#[derive(Serialize, ToSchema)]
pub struct EmployersReply {
    success: bool,
    employers: Vec<EmployerView>,
    pagination: Pagination,
}

/// One employer's public profile.
#[derive(Serialize, ToSchema)]
pub struct EmployerReply {
    success: bool,
    employer: EmployerView,
}

/// PUT /api/users/profile: the job seeker body or the company body (spec §7 "Users").
#[utoipa::path(put, path = "/api/users/profile", tag = "users", request_body = ProfileBody,
    responses(
        (status = 200, description = "Saved", body = UserReply),
        (status = 400, description = "A field rule, the other role's field, a changed email or a file that is not yours", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
    ))]
pub async fn update_profile(
    State(state): State<AppState>,
    me: CurrentUser,
    Json(body): Json<ProfileBody>,
) -> ApiResult<JsonReply<UserReply>> {
    let mut tx = SearchTx::begin(&state).await?;
    let current = store::users::for_update(&mut *tx, me.id())
        .await?
        .ok_or_else(ApiError::unauthenticated)?;
    let before = current.profile.clone();
    let after = body.apply(current.role, &current.email, &before)?;
    // A file named in the profile must be the user's own upload of the right kind.
    for (new, old, kind) in [
        (&after.avatar, &before.avatar, "image"),
        (&after.company_logo, &before.company_logo, "image"),
        (&after.resume, &before.resume, "document"),
    ] {
        if let Some(f) = new
            && new != old
            && !store::uploads::owned(&mut *tx, f, kind, me.id()).await?
        {
            return Err(ApiError::validation(format!(
                "{f} is not a file you uploaded; please upload it again"
            )));
        }
    }
    let user = store::users::save_profile(&mut *tx, me.id(), &after).await?;
    let public_face_changed = before.name != after.name
        || before.company_name != after.company_name
        || before.company_logo != after.company_logo;
    if current.role == Role::Employer && public_face_changed {
        tx.employer_changed(me.id(), "employer.changed").await?;
    }
    // A replaced résumé goes unless an application still holds it.
    let dropped = match (&before.resume, &after.resume) {
        (Some(old), new) if Some(old) != new.as_ref() => {
            if store::uploads::referenced_by_application(&mut *tx, old).await? {
                None
            } else {
                store::uploads::delete(&mut *tx, old).await?;
                Some(old.clone())
            }
        }
        _ => None,
    };
    tx.commit().await?;
    if let Some(f) = dropped.filter(|f| crate::uploads::valid_stored_name(f)) {
        let _ = tokio::fs::remove_file(state.config.uploads_dir().join(f)).await;
    }
    Ok(JsonReply(UserReply::new(
        "Profile details updated successfully!",
        UserView::from(&user),
    )))
}

/// An employer as anyone may see it: no email, no private fields.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EmployerView {
    #[serde(rename = "_id")]
    id: Uuid,
    name: String,
    avatar: Option<String>,
    company: Option<String>,
    company_name: Option<String>,
    company_desc: Option<String>,
    company_logo: Option<String>,
    company_location: Option<String>,
    industry: Option<String>,
    location: Option<String>,
    created_at: DateTime<Utc>,
    open_jobs: i64,
    /// The company confirmed an address at its own domain.
    verified: bool,
    /// Always `employer`.
    role: crate::domain::Role,
}

impl From<EmployerRow> for EmployerView {
    fn from(e: EmployerRow) -> Self {
        Self {
            id: e.id,
            name: e.name,
            avatar: e.avatar,
            company: e.company,
            company_name: e.company_name,
            company_desc: e.company_desc,
            company_logo: e.company_logo,
            company_location: e.company_location,
            industry: e.industry,
            location: e.location,
            created_at: e.created_at,
            open_jobs: e.open_jobs,
            verified: e.verified,
            role: Role::Employer,
        }
    }
}

/// Parameters of the employers list.
#[derive(Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(rename_all = "camelCase")]
pub struct EmployersQuery {
    page: Option<String>,
    limit: Option<String>,
    /// Person or company name, or location.
    search: Option<String>,
    /// `true`: only employers with an uploaded company logo, most open jobs first.
    with_logo: Option<bool>,
}

/// GET /api/users: employers, 12 a page.
#[utoipa::path(get, path = "/api/users", tag = "users", params(EmployersQuery),
    responses(
        (status = 200, description = "A page of employers", body = EmployersReply),
        (status = 400, description = "A bad page parameter", body = ErrorBody),
    ))]
pub async fn list_employers(
    State(state): State<AppState>,
    Query(q): Query<EmployersQuery>,
) -> ApiResult<JsonReply<EmployersReply>> {
    let paging = Paging::parse(q.page.as_deref(), q.limit.as_deref(), 12, 50)?;
    let search = q
        .search
        .as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| s.chars().take(100).collect::<String>());
    let (rows, total) = store::users::employers(
        &state.db,
        search.as_deref(),
        q.with_logo.unwrap_or(false),
        paging,
    )
    .await?;
    Ok(JsonReply(EmployersReply {
        success: true,
        employers: rows.into_iter().map(EmployerView::from).collect(),
        pagination: paging.of(total),
    }))
}

/// GET /api/users/{id}: an employer's public profile; job seekers are not shown.
#[utoipa::path(get, path = "/api/users/{id}", tag = "users",
    params(("id" = Uuid, Path, description = "Employer id")),
    responses(
        (status = 200, description = "The employer", body = EmployerReply),
        (status = 400, description = "Malformed id", body = ErrorBody),
        (status = 404, description = "Employer not found", body = ErrorBody),
    ))]
pub async fn get_employer(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> ApiResult<JsonReply<EmployerReply>> {
    let id = crate::extract::parse_id(&id, "employer")?;
    let e = store::users::employer(&state.db, id)
        .await?
        .ok_or_else(|| ApiError::not_found("Employer not found"))?;
    Ok(JsonReply(EmployerReply {
        success: true,
        employer: EmployerView::from(e),
    }))
}

/// DELETE /api/users/resume
#[utoipa::path(delete, path = "/api/users/resume", tag = "users",
    responses(
        (status = 200, description = "Résumé removed from the profile", body = MessageReply),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Not a job seeker", body = ErrorBody),
        (status = 404, description = "No résumé on the profile", body = ErrorBody),
    ))]
pub async fn delete_resume(
    State(state): State<AppState>,
    seeker: Result<crate::session::Jobseeker, ApiError>,
) -> ApiResult<JsonReply<MessageReply>> {
    let current = crate::session::Jobseeker::or_refuse(seeker, "Only job seekers have a resume")?;
    let mut tx = state.db.begin().await?;
    let Some(file) = store::users::take_resume(&mut *tx, current.id()).await? else {
        return Err(ApiError::not_found("No resume to delete"));
    };
    // Applications keep the résumé they were sent with; the file goes only when none does.
    let keep = store::uploads::referenced_by_application(&mut *tx, &file).await?;
    if !keep {
        store::uploads::delete(&mut *tx, &file).await?;
    }
    tx.commit().await?;
    if !keep && crate::uploads::valid_stored_name(&file) {
        let _ = tokio::fs::remove_file(state.config.uploads_dir().join(&file)).await;
    }
    Ok(JsonReply(MessageReply::new("Resume deleted successfully!")))
}

/// The interface language to keep with the account.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct LanguageBody {
    /// `en` (English) or `hi` (Hindi).
    language: kaamsetu_search::catalog::Language,
}

/// The language kept.
#[derive(Serialize, ToSchema)]
pub struct LanguageReply {
    success: bool,
    language: kaamsetu_search::catalog::Language,
}

/// PUT /api/users/language: the signed-in account's interface language (issue 30), for any
/// role; the web app sets it when a signed-in person switches and applies it at sign-in.
#[utoipa::path(put, path = "/api/users/language", tag = "users", request_body = LanguageBody,
    responses(
        (status = 200, description = "Kept", body = LanguageReply),
        (status = 400, description = "Not `en` or `hi`", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
    ))]
pub async fn set_language(
    State(state): State<AppState>,
    me: CurrentUser,
    Json(body): Json<LanguageBody>,
) -> ApiResult<JsonReply<LanguageReply>> {
    store::users::set_language(&state.db, me.id(), body.language).await?;
    Ok(JsonReply(LanguageReply {
        success: true,
        language: body.language,
    }))
}
