//! The metrics of both processes: one Prometheus recorder per process ([`recorder`]), the name
//! of every metric ([`names`]), the rule of who may read them ([`allowed`]) and the gauges both
//! processes keep of their pools.
//!
//! Record with the `metrics` crate's macros and a name from [`names`]:
//! `metrics::counter!(names::MAIL_SENT).increment(1)`. Each metric's help text is given when the
//! recorder is installed; a metric shows in a scrape from its first sample on.

use std::{net::IpAddr, sync::OnceLock, time::Duration};

use axum::http::{HeaderMap, header};
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

/// Every metric's name (Prometheus style, `kaamsetu_` prefix, unit in the name) and labels.
pub mod names {
    /// API: requests answered, by `route` (the route's template, `other` for none), `method`
    /// and `status`.
    pub const HTTP_REQUESTS: &str = "kaamsetu_http_requests_total";
    /// API: time to answer a request (same labels).
    pub const HTTP_DURATION: &str = "kaamsetu_http_request_duration_seconds";
    /// API: time of a search on the index, by `kind` (keyword, filters, suggestions, similar,
    /// chat, recommended, trending).
    pub const SEARCH_DURATION: &str = "kaamsetu_search_duration_seconds";
    /// API: requests refused by a rate limit, by `limit`.
    pub const RATE_LIMITED: &str = "kaamsetu_rate_limited_total";
    /// API: mails queued (codes, status mails, alert confirmations, admin notices), counted in
    /// the transaction that queues them.
    pub const MAIL_QUEUED: &str = "kaamsetu_mail_queued_total";
    /// API: mails handed to the relay (or written, in development).
    pub const MAIL_SENT: &str = "kaamsetu_mail_sent_total";
    /// API: failed sending attempts (each is retried up to the task's limit).
    pub const MAIL_FAILED: &str = "kaamsetu_mail_failed_total";
    /// API: job alert mails sent, by `kind` (instant, digest: a daily or weekly one).
    pub const ALERT_MAILS_SENT: &str = "kaamsetu_alert_mails_sent_total";
    /// API: failed attempts at a job alert mail, by `kind` (each is retried up to its limit).
    pub const ALERT_MAILS_FAILED: &str = "kaamsetu_alert_mails_failed_total";
    /// Indexer: new (alert, job) matches stored.
    pub const ALERT_MATCHES: &str = "kaamsetu_alert_matches_total";
    /// Indexer: index commits (one per outbox batch).
    pub const INDEXER_COMMITS: &str = "kaamsetu_indexer_commits_total";
    /// Indexer: documents written to or removed from the index.
    pub const INDEXER_DOCUMENTS: &str = "kaamsetu_indexer_documents_total";
    /// Indexer: time from a change's outbox row to the index commit that applied it.
    pub const INDEX_APPLY_DELAY: &str = "kaamsetu_index_apply_delay_seconds";
    /// Indexer: age of the oldest change not yet in the index (0 when in step).
    pub const INDEX_LAG: &str = "kaamsetu_index_lag_seconds";
    /// Indexer: rows waiting in the search outbox.
    pub const OUTBOX_ROWS: &str = "kaamsetu_search_outbox_rows";
    /// Indexer: age of the oldest outbox row (0 when empty).
    pub const OUTBOX_OLDEST_AGE: &str = "kaamsetu_search_outbox_oldest_age_seconds";
    /// Both: connections the PostgreSQL pool holds, by `state` (idle, busy).
    pub const DB_POOL_CONNECTIONS: &str = "kaamsetu_db_pool_connections";
    /// Both: the most connections the PostgreSQL pool may open.
    pub const DB_POOL_MAX: &str = "kaamsetu_db_pool_max_connections";
    /// Both: 1 when Redis answers, 0 when it does not.
    pub const REDIS_UP: &str = "kaamsetu_redis_up";
    /// API: entries a cache of the current searcher generation holds, by `cache` (results,
    /// similar, facets, suggestions).
    pub const CACHE_ENTRIES: &str = "kaamsetu_search_cache_entries";
    /// API: bytes a cache of the current generation holds, by `cache`.
    pub const CACHE_BYTES: &str = "kaamsetu_search_cache_bytes";
    /// API: the most bytes a cache may hold, by `cache`.
    pub const CACHE_MAX_BYTES: &str = "kaamsetu_search_cache_max_bytes";
}

/// Latency buckets (seconds): 1 ms to 10 s.
const LATENCY: &[f64] = &[
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];
/// Buckets of how long a change waits for the index (seconds): 10 ms to 10 minutes.
const APPLY_DELAY: &[f64] = &[
    0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 300.0, 600.0,
];

/// The process's recorder, installed on first use (the API and the indexer each have one;
/// tests in one process share it).
pub fn recorder() -> &'static PrometheusHandle {
    static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();
    HANDLE.get_or_init(|| {
        let builder = PrometheusBuilder::new()
            .set_buckets_for_metric(Matcher::Full(names::INDEX_APPLY_DELAY.into()), APPLY_DELAY)
            .and_then(|b| b.set_buckets_for_metric(Matcher::Suffix("_seconds".into()), LATENCY))
            .expect("the buckets are not empty");
        let recorder = builder.build_recorder();
        let handle = recorder.handle();
        // Another recorder already installed (never in our binaries) keeps its place; this
        // handle then renders nothing, which a scrape shows at once.
        if metrics::set_global_recorder(recorder).is_err() {
            tracing::warn!("a metrics recorder was already installed");
        }
        describe();
        handle.clone()
    })
}

/// Gives every metric its help text (`# HELP` in a scrape).
fn describe() {
    use metrics::{Unit, describe_counter, describe_gauge, describe_histogram};
    use names::*;
    describe_counter!(HTTP_REQUESTS, "HTTP requests answered");
    describe_histogram!(
        HTTP_DURATION,
        Unit::Seconds,
        "Time to answer an HTTP request"
    );
    describe_histogram!(
        SEARCH_DURATION,
        Unit::Seconds,
        "Time of a search on the index"
    );
    describe_counter!(RATE_LIMITED, "Requests refused by a rate limit");
    describe_counter!(MAIL_QUEUED, "Mails queued");
    describe_counter!(MAIL_SENT, "Mails sent");
    describe_counter!(MAIL_FAILED, "Failed mail sending attempts");
    describe_counter!(ALERT_MAILS_SENT, "Job alert mails sent");
    describe_counter!(ALERT_MAILS_FAILED, "Failed job alert mail attempts");
    describe_counter!(ALERT_MATCHES, "New job alert matches stored");
    describe_counter!(INDEXER_COMMITS, "Index commits");
    describe_counter!(
        INDEXER_DOCUMENTS,
        "Documents written to or removed from the index"
    );
    describe_histogram!(
        INDEX_APPLY_DELAY,
        Unit::Seconds,
        "Time from a change's outbox row to the index commit that applied it"
    );
    describe_gauge!(
        INDEX_LAG,
        Unit::Seconds,
        "Age of the oldest change this node has not yet applied to its index"
    );
    describe_gauge!(OUTBOX_ROWS, "Rows in the search outbox log");
    describe_gauge!(
        OUTBOX_OLDEST_AGE,
        Unit::Seconds,
        "Age of the oldest search outbox row"
    );
    describe_gauge!(DB_POOL_CONNECTIONS, "PostgreSQL pool connections by state");
    describe_gauge!(DB_POOL_MAX, "Most connections the PostgreSQL pool may open");
    describe_gauge!(REDIS_UP, "Whether Redis answers");
    describe_gauge!(
        CACHE_ENTRIES,
        "Entries a search cache of the current index generation holds"
    );
    describe_gauge!(
        CACHE_BYTES,
        Unit::Bytes,
        "Bytes a search cache of the current index generation holds"
    );
    describe_gauge!(
        CACHE_MAX_BYTES,
        Unit::Bytes,
        "Most bytes a search cache may hold"
    );
}

/// The sizes of the search caches, as gauges (set at each scrape).
pub fn record_caches(sizes: &crate::index::CacheSizes) {
    use crate::index::{RESULT_CACHE_BYTES, SIMILAR_CACHE_BYTES, SUMMARY_CACHE_BYTES};
    for (cache, size, max) in [
        ("results", sizes.results, Some(RESULT_CACHE_BYTES)),
        ("similar", sizes.similar, Some(SIMILAR_CACHE_BYTES)),
        ("facets", sizes.facets, Some(SUMMARY_CACHE_BYTES)),
        ("suggestions", sizes.suggestions, None),
        (
            "places",
            sizes.places,
            Some(crate::scored::RUNS_CACHE_BYTES),
        ),
        (
            "records",
            sizes.records,
            Some(crate::records::RECORDS_CACHE_BYTES),
        ),
    ] {
        metrics::gauge!(names::CACHE_ENTRIES, "cache" => cache).set(size.entries as f64);
        metrics::gauge!(names::CACHE_BYTES, "cache" => cache).set(size.bytes as f64);
        if let Some(max) = max {
            metrics::gauge!(names::CACHE_MAX_BYTES, "cache" => cache).set(max as f64);
        }
    }
}

/// The text of a scrape (Prometheus text format 0.0.4).
pub fn render() -> String {
    let handle = recorder();
    handle.run_upkeep();
    handle.render()
}

/// The content type of [`render`]'s text.
pub const CONTENT_TYPE: &str = "text/plain; version=0.0.4; charset=utf-8";

/// Folds the recorder's histogram samples every 5 s, so a process nobody scrapes keeps its
/// memory flat (call once, inside the runtime).
pub fn spawn_upkeep() {
    tokio::spawn(async {
        let mut tick = tokio::time::interval(Duration::from_secs(5));
        loop {
            tick.tick().await;
            recorder().run_upkeep();
        }
    });
}

/// Who may read `/metrics`. With a token set (`KAAMSETU_METRICS_TOKEN`, not empty): only a
/// request with `Authorization: Bearer <token>`, from anywhere. Without one: only a request
/// whose TCP peer is a loopback address and that carries no `X-Forwarded-For`, `Forwarded`
/// or `X-Real-IP` header (a reverse proxy on the same machine connects from loopback too).
pub fn allowed(peer: Option<IpAddr>, headers: &HeaderMap, token: Option<&str>) -> bool {
    if let Some(token) = token.filter(|t| !t.is_empty()) {
        return headers
            .get(header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("Bearer "))
            .is_some_and(|given| same_text(given.trim(), token));
    }
    let proxied = ["x-forwarded-for", "forwarded", "x-real-ip"]
        .iter()
        .any(|h| headers.contains_key(*h));
    !proxied && peer.is_some_and(|ip| ip.to_canonical().is_loopback())
}

/// Equal texts, compared in a time that does not depend on where they differ.
fn same_text(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

/// What a refused or unknown request to a metrics listener gets: the JSON error shape of the
/// API (docs/design/security.md), saying nothing of the endpoint.
pub const NOT_FOUND_BODY: &str = r#"{"success":false,"message":"Not found","code":"not_found"}"#;

/// Serves `GET /metrics` alone on `listener` (the indexer's listener; the API serves it among
/// its routes), under the rule of [`allowed`]. `refresh` runs before each allowed scrape, to
/// set the gauges read at scrape time.
pub async fn serve<R, F>(
    listener: tokio::net::TcpListener,
    token: Option<String>,
    refresh: R,
) -> std::io::Result<()>
where
    R: Fn() -> F + Clone + Send + Sync + 'static,
    F: Future<Output = ()> + Send + 'static,
{
    use axum::{extract::ConnectInfo, http::StatusCode, response::IntoResponse};
    let token: std::sync::Arc<Option<String>> = token.into();
    let not_found = || {
        (
            StatusCode::NOT_FOUND,
            [(header::CONTENT_TYPE, "application/json")],
            NOT_FOUND_BODY,
        )
            .into_response()
    };
    let scrape = move |ConnectInfo(peer): ConnectInfo<std::net::SocketAddr>, headers: HeaderMap| {
        let (token, refresh) = (token.clone(), refresh.clone());
        async move {
            if !allowed(Some(peer.ip()), &headers, token.as_deref()) {
                return not_found();
            }
            refresh().await;
            ([(header::CONTENT_TYPE, CONTENT_TYPE)], render()).into_response()
        }
    };
    let app = axum::Router::new()
        .route("/metrics", axum::routing::get(scrape))
        .fallback(move || async move { not_found() });
    axum::serve(
        listener,
        app.into_make_service_with_connect_info::<std::net::SocketAddr>(),
    )
    .await
}

/// Sets the pool gauges of [`names::DB_POOL_CONNECTIONS`] and [`names::DB_POOL_MAX`].
#[cfg(feature = "sqlx")]
pub fn record_pool(pool: &sqlx::PgPool) {
    let size = pool.size() as f64;
    let idle = pool.num_idle() as f64;
    metrics::gauge!(names::DB_POOL_CONNECTIONS, "state" => "idle").set(idle);
    metrics::gauge!(names::DB_POOL_CONNECTIONS, "state" => "busy").set((size - idle).max(0.0));
    metrics::gauge!(names::DB_POOL_MAX).set(pool.options().get_max_connections() as f64);
}

/// Sets [`names::REDIS_UP`].
pub fn record_redis(up: bool) {
    metrics::gauge!(names::REDIS_UP).set(if up { 1.0 } else { 0.0 });
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.insert(*k, HeaderValue::from_static(v));
        }
        h
    }

    #[test]
    fn only_loopback_without_a_proxy_or_the_right_bearer_may_read() {
        let local: Option<IpAddr> = Some([127, 0, 0, 1].into());
        let mapped: Option<IpAddr> = Some("::ffff:127.0.0.1".parse().unwrap());
        let remote: Option<IpAddr> = Some([203, 0, 113, 9].into());
        assert!(allowed(local, &headers(&[]), None));
        assert!(allowed(mapped, &headers(&[]), None));
        assert!(allowed(
            Some("::1".parse().unwrap()),
            &headers(&[]),
            Some("")
        ));
        assert!(!allowed(remote, &headers(&[]), None));
        assert!(!allowed(None, &headers(&[]), None));
        for h in ["x-forwarded-for", "forwarded", "x-real-ip"] {
            assert!(
                !allowed(local, &headers(&[(h, "203.0.113.9")]), None),
                "{h}"
            );
        }
        // With a token, the bearer is what counts, from anywhere; loopback alone is not enough.
        let t = Some("s3cret-token");
        assert!(!allowed(local, &headers(&[]), t));
        assert!(!allowed(
            local,
            &headers(&[("authorization", "Bearer wrong-token")]),
            t
        ));
        assert!(!allowed(
            local,
            &headers(&[("authorization", "Basic s3cret-token")]),
            t
        ));
        assert!(allowed(
            remote,
            &headers(&[
                ("authorization", "Bearer s3cret-token"),
                ("x-forwarded-for", "203.0.113.9")
            ]),
            t
        ));
    }

    #[test]
    fn the_recorder_renders_histograms_with_buckets_and_help() {
        recorder();
        metrics::histogram!(names::SEARCH_DURATION, "kind" => "unit-test").record(0.003);
        metrics::counter!(names::RATE_LIMITED, "limit" => "unit:test").increment(2);
        let text = render();
        assert!(
            text.contains(
                "kaamsetu_search_duration_seconds_bucket{kind=\"unit-test\",le=\"0.005\"} 1"
            ),
            "{text}"
        );
        assert!(
            text.contains("kaamsetu_rate_limited_total{limit=\"unit:test\"} 2"),
            "{text}"
        );
        assert!(
            text.contains("# HELP kaamsetu_rate_limited_total Requests refused by a rate limit"),
            "{text}"
        );
    }
}
