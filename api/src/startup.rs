//! Building the app (`app(state) -> Router`) and running the server.

use std::{sync::Arc, time::Duration};

use axum::{
    Router,
    body::Body,
    extract::{DefaultBodyLimit, Request, State},
    http::{HeaderName, HeaderValue, Method, StatusCode, Uri, header},
    middleware::{self, Next},
    response::{IntoResponse, Response},
    routing::get,
};
use sqlx::{PgPool, postgres::PgPoolOptions};
use tower_http::{
    catch_panic::CatchPanicLayer,
    compression::CompressionLayer,
    cors::{AllowOrigin, CorsLayer},
    request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer},
    services::{ServeDir, ServeFile},
    set_header::SetResponseHeaderLayer,
    trace::TraceLayer,
};

use crate::{
    config::Config,
    error::{ApiError, ErrorCode},
    mail,
    redis_store::Redis,
    routes, session,
    state::AppState,
    store,
};

/// The SQL migrations, embedded.
pub static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("../migrations");

const REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");
/// The Content-Security-Policy. No inline style runs but the web app's own `<style>` elements
/// (the splash screen in `index.html`, inline so it paints before the bundle loads), allowed by
/// the SHA-256 of their text as served; React's style properties go through the CSSOM, which
/// the policy does not govern.
pub fn content_security_policy(index_html: &str) -> String {
    use base64::Engine as _;
    use sha2::Digest as _;
    let mut hashes = String::new();
    let mut rest = index_html;
    while let Some(open) = rest.find("<style") {
        let Some(body_at) = rest[open..].find('>').map(|i| open + i + 1) else {
            break;
        };
        let Some(len) = rest[body_at..].find("</style>") else {
            break;
        };
        let digest = sha2::Sha256::digest(&rest.as_bytes()[body_at..body_at + len]);
        let b64 = base64::engine::general_purpose::STANDARD.encode(digest);
        hashes.push_str(&format!(" 'sha256-{b64}'"));
        rest = &rest[body_at + len..];
    }
    format!(
        "default-src 'self'; img-src 'self' data: blob:; style-src 'self'{hashes}; \
         script-src 'self'; font-src 'self' data:; connect-src 'self'; object-src 'none'; \
         base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
    )
}

/// Connects to PostgreSQL (retrying while it starts) and applies every migration, ours and
/// the mail queue's.
pub async fn connect_and_migrate(url: &str) -> anyhow::Result<PgPool> {
    let mut delay = Duration::from_millis(200);
    let pool = loop {
        match PgPoolOptions::new()
            .max_connections(20)
            .acquire_timeout(Duration::from_secs(10))
            .connect(url)
            .await
        {
            Ok(p) => break p,
            Err(e) if delay < Duration::from_secs(10) => {
                tracing::warn!(error = %e, "waiting for PostgreSQL");
                tokio::time::sleep(delay).await;
                delay *= 2;
            }
            Err(e) => return Err(e.into()),
        }
    };
    migrate(&pool).await?;
    Ok(pool)
}

/// Applies our migrations and apalis's (kept in its own schema and history table).
pub async fn migrate(pool: &PgPool) -> anyhow::Result<()> {
    MIGRATOR.run(pool).await?;
    apalis_postgres::PostgresStorage::setup(pool).await?;
    Ok(())
}

/// State for a running server: pools, Redis handle, data directories.
pub async fn build_state(config: Config, db: PgPool) -> anyhow::Result<AppState> {
    crate::chat::llm::install_crypto_provider();
    kaamsetu_search::telemetry::metrics::recorder();
    for dir in [config.uploads_dir(), config.index_dir()] {
        tokio::fs::create_dir_all(&dir).await?;
    }
    let replica = config
        .database_replica_url
        .as_deref()
        .map(replica_pool)
        .transpose()?;
    let redis = Redis::new(&config.redis_url, &config.redis_prefix)?;
    let search = Arc::new(kaamsetu_search::index::SearchIndex::new(config.index_dir()));
    let trust = Arc::new(crate::moderation::Trust::load(
        config.trust_rules.as_deref(),
    )?);
    Ok(AppState::new(
        Arc::new(config),
        db,
        replica,
        redis,
        search,
        trust,
    ))
}

/// The replica's pool: every transaction on it is read-only (a write sent there by mistake
/// fails instead of landing on a standby), and it connects lazily, so the API starts while the
/// replica is still starting.
pub fn replica_pool(url: &str) -> anyhow::Result<PgPool> {
    let options: sqlx::postgres::PgConnectOptions = url.parse()?;
    let options = options
        .application_name("kaamsetu-replica")
        .options([("default_transaction_read_only", "on")]);
    Ok(PgPoolOptions::new()
        .max_connections(20)
        // A replica that cannot be reached fails fast: its reads then go to the primary
        // (`state::Shared::read_lagging`).
        .acquire_timeout(Duration::from_secs(2))
        .connect_lazy_with(options))
}

/// The whole HTTP app: documented API routes, the OpenAPI document, uploads, the SPA.
pub fn app(state: AppState) -> Router {
    let (api, openapi) = routes::split();
    let openapi = Arc::new(openapi.to_json().expect("the OpenAPI document serialises"));
    let web = state.config.web_dir.clone();
    let csp = content_security_policy(
        &std::fs::read_to_string(web.join("index.html")).unwrap_or_default(),
    );
    // The build's hashed assets, with its brotli and gzip copies of them (web/vite/precompress.ts)
    // for browsers that accept them; the compression layer below leaves an encoded response
    // alone. Only there: the shell is rewritten per language, never served from a copy.
    let assets = ServeDir::new(web.join("assets"))
        .precompressed_br()
        .precompressed_gzip();
    let preloads = Arc::new(crate::preloads::Preloads::load(&web));
    let spa = ServeDir::new(&web)
        .append_index_html_on_directories(true)
        .fallback(ServeFile::new(web.join("index.html")));

    let mut router = api
        .route(
            "/api/openapi.json",
            get(move || {
                let doc = openapi.clone();
                async move { ([(header::CONTENT_TYPE, "application/json")], (*doc).clone()) }
            }),
        )
        .route("/job/{slug}/{id}", get(routes::pages::job_page))
        .route("/sitemap.xml", get(routes::pages::sitemap_index))
        .route("/sitemaps/{file}", get(routes::pages::sitemap_file))
        .route("/robots.txt", get(routes::pages::robots))
        .route("/metrics", get(crate::telemetry::metrics_endpoint))
        .route("/api", get(api_not_found))
        .route("/api/{*rest}", axum::routing::any(api_not_found))
        .nest_service("/assets", assets)
        .fallback_service(spa)
        .method_not_allowed_fallback(method_not_allowed)
        .layer(DefaultBodyLimit::max(256 * 1024))
        .layer(middleware::from_fn_with_state(state.clone(), csrf_guard))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_str(&csp).expect("the policy is ASCII"),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::REFERRER_POLICY,
            HeaderValue::from_static("strict-origin-when-cross-origin"),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::X_FRAME_OPTIONS,
            HeaderValue::from_static("DENY"),
        ))
        .layer(middleware::from_fn(move |req: Request, next: Next| {
            html_language(preloads.clone(), req, next)
        }))
        .layer(middleware::from_fn(no_store_for_api))
        .layer(middleware::from_fn(immutable_assets))
        // gzip for text (JSON, HTML, JS, CSS); images and small bodies are left alone.
        .layer(CompressionLayer::new().gzip(true))
        .layer(middleware::from_fn(size_limits))
        .layer(CatchPanicLayer::custom(|_| {
            ApiError::internal(anyhow::anyhow!("handler panicked")).into_response()
        }))
        .layer(PropagateRequestIdLayer::new(REQUEST_ID))
        .layer(
            TraceLayer::new_for_http().make_span_with(|req: &Request<Body>| {
                let id = req
                    .headers()
                    .get(REQUEST_ID)
                    .and_then(|v| v.to_str().ok())
                    .unwrap_or("-");
                tracing::info_span!("http", method = %req.method(), path = %req.uri().path(), request_id = %id)
            }),
        )
        .layer(middleware::from_fn(crate::telemetry::observe))
        .layer(SetRequestIdLayer::new(REQUEST_ID, MakeRequestUuid));
    if state.config.https() {
        // Browsers that reached the site over HTTPS keep to it for a year.
        router = router.layer(SetResponseHeaderLayer::if_not_present(
            header::STRICT_TRANSPORT_SECURITY,
            HeaderValue::from_static("max-age=31536000; includeSubDomains"),
        ));
    }
    if !state.config.cors_origins.is_empty() {
        let origins: Vec<HeaderValue> = state
            .config
            .cors_origins
            .iter()
            .filter_map(|o| o.parse().ok())
            .collect();
        router = router.layer(
            CorsLayer::new()
                .allow_origin(AllowOrigin::list(origins))
                .allow_credentials(true)
                .allow_methods([Method::GET, Method::POST, Method::PUT, Method::DELETE])
                .allow_headers([header::CONTENT_TYPE]),
        );
    }
    router.with_state(state)
}

/// Served pages (the web app's shell, a job's page) in the visitor's language (the `ks_lang`
/// cookie of the web app's switch, or `?lang=`: `session::page_language`): `<html lang>`, the default title
/// and description and the splash's words, so a Hindi visit reads Hindi before the app runs; and
/// the page's own files named for preloading in that language (`crate::preloads`).
/// Pages vary by that cookie (`Vary: Cookie`); a rewritten page is never answered from another
/// copy by a conditional request (its validators are dropped both ways).
async fn html_language(
    preloads: Arc<crate::preloads::Preloads>,
    mut req: Request,
    next: Next,
) -> Response {
    let language = crate::session::page_language(req.uri(), req.headers());
    // Only a page gets preloads: no work for the API's and the assets' requests.
    let path = req.uri().path();
    let page = !["/api/", "/assets/", "/uploads/"]
        .iter()
        .any(|p| path.starts_with(p));
    let links = if page {
        preloads.links(path, language)
    } else {
        String::new()
    };
    let hindi = language == kaamsetu_search::catalog::Language::Hi;
    if hindi || !links.is_empty() {
        req.headers_mut().remove(header::IF_MODIFIED_SINCE);
        req.headers_mut().remove(header::IF_NONE_MATCH);
    }
    let res = next.run(req).await;
    let is_html = res
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|t| t.starts_with("text/html"));
    if !is_html {
        return res;
    }
    let (mut parts, body) = res.into_parts();
    parts
        .headers
        .append(header::VARY, HeaderValue::from_static("Cookie"));
    if !hindi && links.is_empty() {
        return Response::from_parts(parts, body);
    }
    // The shell is a few kilobytes.
    let Ok(bytes) = axum::body::to_bytes(body, 4 * 1024 * 1024).await else {
        return StatusCode::INTERNAL_SERVER_ERROR.into_response();
    };
    let mut html = crate::pages::in_language(&String::from_utf8_lossy(&bytes), language);
    if let Some(with_links) = crate::preloads::insert(&html, &links) {
        html = with_links;
    }
    for name in [header::CONTENT_LENGTH, header::ETAG, header::LAST_MODIFIED] {
        parts.headers.remove(name);
    }
    Response::from_parts(parts, Body::from(html))
}

/// The web build's `/assets/` files carry a content hash in their names: cached for a year. A
/// missing one is a 404, not the app's page (the SPA fallback), so a stale chunk fails loudly
/// instead of being cached as HTML.
async fn immutable_assets(req: Request, next: Next) -> Response {
    let hashed = req.uri().path().starts_with("/assets/");
    let mut res = next.run(req).await;
    if !hashed {
        return res;
    }
    let is_html = res
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|t| t.starts_with("text/html"));
    if is_html {
        return StatusCode::NOT_FOUND.into_response();
    }
    if res.status() == StatusCode::OK {
        res.headers_mut().insert(
            header::CACHE_CONTROL,
            HeaderValue::from_static("public, max-age=31536000, immutable"),
        );
    }
    res
}

async fn api_not_found(uri: Uri) -> ApiError {
    ApiError::not_found(format!("No API route {}", uri.path()))
}

async fn method_not_allowed() -> ApiError {
    ApiError::new(
        StatusCode::METHOD_NOT_ALLOWED,
        ErrorCode::MethodNotAllowed,
        "This method is not allowed on this route",
    )
}

/// The size limits of `serve::first_head`, for the later requests of a kept-alive connection
/// (hyper itself only refuses targets past 64 KB, with an empty body).
async fn size_limits(req: Request, next: Next) -> Response {
    let target = req.uri().path_and_query().map_or(0, |p| p.as_str().len());
    if target > crate::serve::MAX_REQUEST_LINE {
        return ApiError::new(
            StatusCode::URI_TOO_LONG,
            ErrorCode::UriTooLong,
            "The request address is too long",
        )
        .into_response();
    }
    let head: usize = req
        .headers()
        .iter()
        .map(|(k, v)| k.as_str().len() + v.len() + 4)
        .sum();
    if head > crate::serve::MAX_REQUEST_HEAD {
        return ApiError::new(
            StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
            ErrorCode::HeadersTooLarge,
            "The request headers are too large",
        )
        .into_response();
    }
    next.run(req).await
}

/// API replies are never cached (spec §7: calls do not cache), and say how long the server
/// took (`Server-Timing: app;dur=<ms>`, shown by browsers' dev tools and read by the benchmarks).
async fn no_store_for_api(req: Request, next: Next) -> Response {
    let api = req.uri().path().starts_with("/api/");
    let started = std::time::Instant::now();
    let mut res = next.run(req).await;
    if api {
        let headers = res.headers_mut();
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
        let ms = started.elapsed().as_secs_f64() * 1000.0;
        if let Ok(v) = HeaderValue::from_str(&format!("app;dur={ms:.3}")) {
            headers.insert(HeaderName::from_static("server-timing"), v);
        }
    }
    res
}

/// Refuses state-changing requests sent by another site (CSRF): `Sec-Fetch-Site: cross-site`,
/// or an `Origin` that is neither this host, the public origin nor a configured CORS origin.
/// The one-click unsubscribe of alert mails is sent from elsewhere by design (RFC 8058) and
/// carries its own authority (a signed token), not a cookie.
async fn csrf_guard(State(state): State<AppState>, req: Request, next: Next) -> Response {
    let safe = matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS)
        || req.uri().path() == "/api/alerts/unsubscribe";
    if !safe {
        let h = req.headers();
        let cross_site = h
            .get("sec-fetch-site")
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v == "cross-site");
        let foreign_origin = h
            .get(header::ORIGIN)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|origin| {
                let host = h
                    .get(header::HOST)
                    .and_then(|v| v.to_str().ok())
                    .unwrap_or("");
                let same_host = origin
                    .split_once("://")
                    .is_some_and(|(_, rest)| rest == host);
                !(same_host
                    || origin == state.config.public_origin
                    || state.config.cors_origins.iter().any(|o| o == origin))
            });
        if cross_site || foreign_origin {
            tracing::warn!(path = %req.uri().path(), "cross-site request refused");
            return ApiError::forbidden(ErrorCode::CrossSiteRequest, "Cross-site request refused")
                .into_response();
        }
    }
    next.run(req).await
}

/// Runs the API: migrate, start the mail and alerts workers and the sweeper, serve until Ctrl-C
/// or SIGTERM.
pub async fn run(config: Config) -> anyhow::Result<()> {
    let db = connect_and_migrate(&config.database_url).await?;
    let mailer = Arc::new(mail::Mailer::from_config(&config)?);
    let addr = config.addr;
    let state = build_state(config, db.clone()).await?;
    kaamsetu_search::telemetry::metrics::spawn_upkeep();
    let _mail = mail::spawn_worker(&state.workers, db.clone(), mailer.clone());
    let _alerts = crate::alerts::spawn_worker(&state.workers, db.clone(), &state.config, mailer);
    tokio::spawn(sweep(db, state.config.uploads_dir()));
    let listener = tokio::net::TcpListener::bind(addr).await?;
    tracing::info!(
        "KaamSetu API listening on http://{}",
        listener.local_addr()?
    );
    crate::serve::serve(
        listener,
        app(state),
        crate::serve::ServeLimits::default(),
        shutdown_signal(),
    )
    .await?;
    Ok(())
}

/// Every 10 minutes: drop expired sessions, mail jobs whose code is sent or dead, uploads
/// nothing has referred to for a day, one-time codes past the 24 hours their cooldowns
/// count, guests' alerts never confirmed, and finished alert mail tasks.
async fn sweep(db: PgPool, uploads_dir: std::path::PathBuf) {
    let mut tick = tokio::time::interval(Duration::from_secs(600));
    loop {
        tick.tick().await;
        match store::sessions::purge_expired(&db, session::IDLE_HOURS as i32).await {
            Ok(n) if n > 0 => tracing::info!(removed = n, "expired sessions removed"),
            Ok(_) => {}
            Err(e) => tracing::warn!(error = %e, "session sweep failed"),
        }
        if let Err(e) = store::mail_jobs::purge(&db, mail::QUEUE).await {
            tracing::warn!(error = %e, "mail job sweep failed");
        }
        match crate::uploads::sweep_orphans(&db, &uploads_dir).await {
            Ok(n) if n > 0 => tracing::info!(removed = n, "unreferenced uploads removed"),
            Ok(_) => {}
            Err(e) => tracing::warn!(error = %e, "upload sweep failed"),
        }
        match store::codes::purge_old(&db).await {
            Ok(n) if n > 0 => tracing::info!(removed = n, "old one-time codes removed"),
            Ok(_) => {}
            Err(e) => tracing::warn!(error = %e, "code sweep failed"),
        }
        match store::alerts::purge_unconfirmed(&db, crate::alerts::GUEST_CONFIRM_DAYS).await {
            Ok(n) if n > 0 => tracing::info!(removed = n, "unconfirmed guest alerts removed"),
            Ok(_) => {}
            Err(e) => tracing::warn!(error = %e, "guest alert sweep failed"),
        }
        if let Err(e) = store::alerts::purge_tasks(&db, kaamsetu_search::alerts::MAIL_QUEUE).await {
            tracing::warn!(error = %e, "alert mail task sweep failed");
        }
    }
}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        if let Ok(mut s) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
        {
            s.recv().await;
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! { _ = ctrl_c => {}, _ = term => {} }
}
