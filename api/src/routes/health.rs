//! Liveness and readiness of the parts the API depends on.

use axum::{extract::State, http::StatusCode, response::IntoResponse};
use serde_json::json;

use crate::state::AppState;

/// GET /healthz: PostgreSQL (required), Redis and the index directory (degraded when down).
#[utoipa::path(get, path = "/healthz", tag = "ops",
    responses(
        (status = 200, description = "`ok` or `degraded` with each check"),
        (status = 503, description = "PostgreSQL does not answer"),
    ))]
pub async fn healthz(State(state): State<AppState>) -> impl IntoResponse {
    let pg = sqlx::query_scalar::<_, i32>("select 1")
        .fetch_one(&state.db)
        .await
        .is_ok();
    let redis = state.redis.ping().await;
    let index = tokio::fs::metadata(state.config.index_dir())
        .await
        .map(|m| m.is_dir())
        .unwrap_or(false);
    let word = |b: bool| if b { "ok" } else { "down" };
    let (code, status) = match (pg, redis && index) {
        (false, _) => (StatusCode::SERVICE_UNAVAILABLE, "down"),
        (true, false) => (StatusCode::OK, "degraded"),
        (true, true) => (StatusCode::OK, "ok"),
    };
    (
        code,
        axum::Json(json!({
            "status": status,
            "checks": { "postgres": word(pg), "redis": word(redis), "index": word(index) },
        })),
    )
}
