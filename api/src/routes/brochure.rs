//! The employer brochure the home page offers for download.

use axum::{
    extract::State,
    http::header,
    response::{IntoResponse, Response},
};

use crate::{
    brochure::{self, Figures},
    error::ApiResult,
    state::AppState,
    store,
};

/// Where the brochure tells employers to write.
const CONTACT: &str = "support@kaamsetu.in";

/// GET /api/brochure.pdf: a one-page PDF for employers with today's figures.
#[utoipa::path(get, path = "/api/brochure.pdf", tag = "meta",
    responses(
        (status = 200, description = "The brochure", body = crate::views::FileBytes, content_type = "application/pdf"),
        crate::views::EdgeErrors,
    ))]
pub async fn employer_brochure(State(state): State<AppState>) -> ApiResult<Response> {
    let figures = Figures {
        open_jobs: store::jobs::count_open(&state.db).await?,
        employers: store::users::count_employers(&state.db).await?,
        categories: kaamsetu_search::catalog::CATEGORIES.len(),
    };
    Ok((
        [
            (header::CONTENT_TYPE, "application/pdf"),
            (
                header::CONTENT_DISPOSITION,
                "attachment; filename=\"kaamsetu-employer-brochure.pdf\"",
            ),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        brochure::render(figures, CONTACT),
    )
        .into_response())
}
