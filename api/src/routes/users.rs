//! Spec §7 "Users" (this module grows with the profile routes).

use axum::{extract::State, http::StatusCode, response::IntoResponse};
use serde_json::json;

use crate::{
    domain::Role,
    error::{ApiError, ApiResult},
    session::CurrentUser,
    state::AppState,
    store,
};

/// DELETE /api/users/resume
#[utoipa::path(delete, path = "/api/users/resume", tag = "users",
    responses(
        (status = 200, description = "Résumé removed from the profile"),
        (status = 401, description = "Not signed in"),
        (status = 403, description = "Not a job seeker"),
        (status = 404, description = "No résumé on the profile"),
    ))]
pub async fn delete_resume(
    State(state): State<AppState>,
    current: CurrentUser,
) -> ApiResult<impl IntoResponse> {
    if current.role() != Role::Jobseeker {
        return Err(ApiError::forbidden(
            "wrong_role",
            "Only job seekers have a resume",
        ));
    }
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
    Ok((
        StatusCode::OK,
        axum::Json(json!({ "success": true, "message": "Resume deleted successfully!" })),
    ))
}
