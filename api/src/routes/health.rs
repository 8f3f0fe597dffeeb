//! Liveness and readiness of the parts the API depends on.

use axum::{Json, extract::State, http::StatusCode};
use serde::Serialize;
use utoipa::ToSchema;

use crate::state::AppState;

/// `ok`, `degraded` or `down`, and each part's own.
#[derive(Serialize, ToSchema)]
pub struct HealthReply {
    #[schema(value_type = HealthStatus)]
    status: &'static str,
    checks: HealthChecks,
}

/// Each part: `ok` or `down`.
#[derive(Serialize, ToSchema)]
pub struct HealthChecks {
    #[schema(value_type = CheckStatus)]
    postgres: &'static str,
    #[schema(value_type = CheckStatus)]
    redis: &'static str,
    #[schema(value_type = CheckStatus)]
    index: &'static str,
    /// Each background worker of this process (`mail`: codes and status mails; `alerts`: job
    /// alert mails): `down` while it waits to be started again after losing its database.
    #[schema(value_type = std::collections::BTreeMap<String, CheckStatus>)]
    workers: std::collections::BTreeMap<&'static str, &'static str>,
}

/// The whole: `degraded` when Redis, the index or a worker is down, `down` when PostgreSQL is.
#[derive(ToSchema)]
#[allow(dead_code)]
pub enum HealthStatus {
    #[schema(rename = "ok")]
    Ok,
    #[schema(rename = "degraded")]
    Degraded,
    #[schema(rename = "down")]
    Down,
}

/// One part.
#[derive(ToSchema)]
#[allow(dead_code)]
pub enum CheckStatus {
    #[schema(rename = "ok")]
    Ok,
    #[schema(rename = "down")]
    Down,
}

/// GET /healthz: PostgreSQL (required), Redis, the index directory and the background workers
/// (degraded when one is down).
#[utoipa::path(get, path = "/healthz", tag = "ops",
    responses(
        (status = 200, description = "`ok` or `degraded` with each check", body = HealthReply),
        (status = 503, description = "PostgreSQL does not answer", body = HealthReply),
    ))]
pub async fn healthz(State(state): State<AppState>) -> (StatusCode, Json<HealthReply>) {
    let pg = crate::store::ping(&state.db).await.is_ok();
    let redis = state.redis.ping().await;
    let index = tokio::fs::metadata(state.config.index_dir())
        .await
        .map(|m| m.is_dir())
        .unwrap_or(false);
    let word = |b: bool| if b { "ok" } else { "down" };
    let workers = state.workers.report();
    let workers_ok = workers.iter().all(|w| w.running);
    let (code, status) = match (pg, redis && index && workers_ok) {
        (false, _) => (StatusCode::SERVICE_UNAVAILABLE, "down"),
        (true, false) => (StatusCode::OK, "degraded"),
        (true, true) => (StatusCode::OK, "ok"),
    };
    (
        code,
        Json(HealthReply {
            status,
            checks: HealthChecks {
                postgres: word(pg),
                redis: word(redis),
                index: word(index),
                workers: workers.iter().map(|w| (w.name, word(w.running))).collect(),
            },
        }),
    )
}
