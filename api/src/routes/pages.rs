//! Pages served as HTML for crawlers and link previews (not part of the JSON API): a job's
//! page with its tags in the HTML, the sitemap and robots.txt (`crate::pages`).

use axum::{
    extract::{Path, State},
    http::{HeaderMap, StatusCode, Uri, header},
    response::{IntoResponse, Redirect, Response},
};

use crate::{
    pages::{self, Head, SITEMAP_CHUNK},
    state::AppState,
    store,
};

/// The shell every page starts from when the web app is not built (tests, API-only runs).
const BARE_INDEX: &str = "<!doctype html>\n<html lang=\"en-IN\"><head><meta charset=\"UTF-8\" /></head><body><div id=\"root\"></div></body></html>\n";

fn html(status: StatusCode, body: String) -> Response {
    (
        status,
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        body,
    )
        .into_response()
}

fn xml(body: String) -> Response {
    (
        [
            (header::CONTENT_TYPE, "application/xml; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        body,
    )
        .into_response()
}

async fn index_html(state: &AppState) -> String {
    tokio::fs::read_to_string(state.config.web_dir.join("index.html"))
        .await
        .unwrap_or_else(|_| BARE_INDEX.to_string())
}

async fn page(state: &AppState, status: StatusCode, head: &Head) -> Response {
    html(status, pages::with_head(&index_html(state).await, head))
}

/// GET /job/{slug}/{id}: the web app with the job's title, description, share tags and
/// JobPosting data in its head; a wrong slug redirects to the right one; a missing job is a
/// 404 that still loads the app (which shows "Job not found"), a deleted one a 410 (the app
/// says it was removed).
pub async fn job_page(
    State(state): State<AppState>,
    Path((slug, id)): Path<(String, String)>,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    // The page's own words in the visitor's language (the shell's: `startup::html_language`).
    let language = crate::session::page_language(&uri, &headers);
    let missing_head = pages::missing_job_head(language);
    let missing = || page(&state, StatusCode::NOT_FOUND, &missing_head);
    let Ok(id) = id.parse::<uuid::Uuid>() else {
        return missing().await;
    };
    let job = match store::jobs::get(&state.db, id).await {
        Ok(Some(job)) => job,
        Ok(None) => {
            return match store::jobs::was_removed(&state.db, id).await {
                Ok(true) => {
                    page(&state, StatusCode::GONE, &pages::removed_job_head(language)).await
                }
                _ => missing().await,
            };
        }
        Err(e) => {
            tracing::error!(error = %e, "job page: reading the job failed");
            return html(StatusCode::OK, index_html(&state).await);
        }
    };
    let right = pages::job_slug(&job.title);
    if slug != right {
        let mut to = pages::job_path(job.id, &job.title);
        if let Some(q) = uri.query() {
            to.push('?');
            to.push_str(q);
        }
        return Redirect::permanent(&to).into_response();
    }
    let head = pages::job_head(&job, &state.config.public_origin, language);
    page(&state, StatusCode::OK, &head).await
}

/// GET /sitemap.xml: an index of the public pages' file and the open jobs' files.
pub async fn sitemap_index(State(state): State<AppState>) -> Response {
    match store::jobs::count_open(&state.db).await {
        Ok(open) => xml(pages::sitemap_index(
            &state.config.public_origin,
            (open + SITEMAP_CHUNK - 1) / SITEMAP_CHUNK,
        )),
        Err(e) => unavailable(e),
    }
}

/// GET /sitemaps/pages.xml and /sitemaps/jobs-{n}.xml.
pub async fn sitemap_file(State(state): State<AppState>, Path(file): Path<String>) -> Response {
    let origin = state.config.public_origin.clone();
    if file == "pages.xml" {
        return match store::users::employers_hiring(&state.db, SITEMAP_CHUNK).await {
            Ok(employers) => {
                let mut entries: Vec<_> = pages::PUBLIC_PAGES
                    .iter()
                    .map(|p| (p.to_string(), None))
                    .collect();
                entries.extend(
                    employers
                        .into_iter()
                        .map(|(id, at)| (format!("/employer/{id}"), Some(at))),
                );
                xml(pages::sitemap(&origin, &entries))
            }
            Err(e) => unavailable(e),
        };
    }
    let n = file
        .strip_prefix("jobs-")
        .and_then(|rest| rest.strip_suffix(".xml"))
        .and_then(|n| n.parse::<i64>().ok())
        .filter(|n| (1..=1_000_000).contains(n));
    let Some(n) = n else {
        return StatusCode::NOT_FOUND.into_response();
    };
    match store::jobs::sitemap_page(&state.db, (n - 1) * SITEMAP_CHUNK, SITEMAP_CHUNK).await {
        Ok(jobs) if jobs.is_empty() => StatusCode::NOT_FOUND.into_response(),
        Ok(jobs) => {
            let entries: Vec<_> = jobs
                .into_iter()
                .map(|(id, title, at)| (pages::job_path(id, &title), Some(at)))
                .collect();
            xml(pages::sitemap(&origin, &entries))
        }
        Err(e) => unavailable(e),
    }
}

/// GET /robots.txt
pub async fn robots(State(state): State<AppState>) -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/plain; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        pages::robots(&state.config.public_origin),
    )
        .into_response()
}

fn unavailable(e: sqlx::Error) -> Response {
    tracing::error!(error = %e, "sitemap: reading the catalogue failed");
    (
        StatusCode::SERVICE_UNAVAILABLE,
        [(header::RETRY_AFTER, "60")],
    )
        .into_response()
}
