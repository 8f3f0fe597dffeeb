//! What the API records of itself (docs/operations.md "Metrics and logs"): the request id of
//! the request being answered ([`request_id`], which the search outbox rows carry to the
//! indexer's log), each request's route, status and time, the time of index searches, rate
//! limit refusals, and `GET /metrics` (the access rule is
//! [`kaamsetu_search::telemetry::metrics::allowed`]). The names are in
//! [`kaamsetu_search::telemetry::metrics::names`].

use std::{net::SocketAddr, sync::Arc, time::Instant};

use axum::{
    extract::{ConnectInfo, MatchedPath, Request, State},
    http::header,
    middleware::Next,
    response::{IntoResponse, Response},
};
use kaamsetu_search::telemetry::metrics::{self as m, names};

use crate::{error::ApiError, state::AppState};

tokio::task_local! {
    /// The `x-request-id` of the request this task is answering.
    static REQUEST_ID: Arc<str>;
}

/// The id of the request being answered (`None` outside a request: workers, commands).
pub fn request_id() -> Option<String> {
    REQUEST_ID.try_with(|id| id.to_string()).ok()
}

/// Runs `work` as part of the request `id` (what [`observe`] does for each request).
pub async fn with_request_id<F: Future>(id: &str, work: F) -> F::Output {
    REQUEST_ID.scope(id.into(), work).await
}

/// The middleware around every request: makes its `x-request-id` (set by the request-id layer
/// outside it) the task's [`request_id`], then counts the request and times it by route
/// template (`MatchedPath`: `/api/jobs/{id}`, never the id itself; `other` for what no route
/// matched, such as the web app's files), method and status.
pub async fn observe(req: Request, next: Next) -> Response {
    let started = Instant::now();
    let route = req
        .extensions()
        .get::<MatchedPath>()
        .map_or_else(|| "other".to_string(), |p| p.as_str().to_string());
    let method = req.method().as_str().to_string();
    let id = req
        .headers()
        .get("x-request-id")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("-")
        .to_string();
    let res = with_request_id(&id, next.run(req)).await;
    let labels = [
        ("route", route),
        ("method", method),
        ("status", res.status().as_u16().to_string()),
    ];
    metrics::counter!(names::HTTP_REQUESTS, &labels).increment(1);
    metrics::histogram!(names::HTTP_DURATION, &labels).record(started.elapsed().as_secs_f64());
    res
}

/// Times a search on the index as `kind` (keyword, filters, suggestions, similar, chat,
/// recommended, trending).
pub async fn time_search<F: Future>(kind: &'static str, work: F) -> F::Output {
    let started = Instant::now();
    let out = work.await;
    metrics::histogram!(names::SEARCH_DURATION, "kind" => kind)
        .record(started.elapsed().as_secs_f64());
    out
}

/// Counts a request refused by the rate limit `limit` (`register:ip`, `login:ip`, …).
pub fn rate_limited(limit: &'static str) {
    metrics::counter!(names::RATE_LIMITED, "limit" => limit).increment(1);
}

/// GET /metrics: the Prometheus text, for whom [`m::allowed`] lets in; for everyone else a
/// 404 in the JSON error shape, saying nothing of the endpoint. Never in the OpenAPI document.
pub async fn metrics_endpoint(State(state): State<AppState>, req: Request) -> Response {
    let peer = req
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|c| c.0.ip());
    if !m::allowed(peer, req.headers(), state.config.metrics_token.as_deref()) {
        return ApiError::not_found("Not found").into_response();
    }
    m::record_pool(&state.db);
    m::record_redis(state.redis.ping().await);
    if let Ok(Some(snap)) = state.search.snapshot() {
        m::record_caches(&snap.cache_sizes());
    }
    ([(header::CONTENT_TYPE, m::CONTENT_TYPE)], m::render()).into_response()
}
