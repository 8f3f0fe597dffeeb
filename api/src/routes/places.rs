//! Places autocomplete (spec §2.2, §2.15, §2.18, §5): Indian cities and states from the
//! bundled dataset, for every location box.

use axum::Json;
use kaamsetu_search::places::{PlaceHit, PlaceKind, places};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::{
    error::{ApiError, ApiResult, ErrorCode},
    extract::Query,
    views::ErrorBody,
};

/// Places matching what was typed, best first.
#[derive(Serialize, ToSchema)]
pub struct PlacesReply {
    success: bool,
    places: Vec<PlaceHit>,
}

const DEFAULT_LIMIT: usize = 8;
const MAX_LIMIT: usize = 20;
const MAX_QUERY_CHARS: usize = 100;

/// Parameters of the places autocomplete.
#[derive(Deserialize, IntoParams)]
pub struct PlacesQuery {
    /// What was typed: the start of a city or state name (or of a word of it), an old name
    /// ("Bangalore") or a state code. Required, at most 100 characters.
    q: Option<String>,
    /// `city`, `state`, `region` (metro regions: Delhi NCR, Mumbai Metropolitan Region …) or
    /// `any` (default: all three).
    kind: Option<String>,
    /// 1 to 20, default 8.
    limit: Option<String>,
}

/// The validated request.
struct PlacesRequest {
    q: String,
    kind: PlaceKind,
    limit: usize,
}

impl PlacesQuery {
    fn parse(self) -> ApiResult<PlacesRequest> {
        let bad = |m: &str| ApiError::bad_request(ErrorCode::InvalidQuery, m);
        let q = self.q.as_deref().map(str::trim).unwrap_or_default();
        if q.is_empty() {
            return Err(bad("q is required"));
        }
        if q.chars().count() > MAX_QUERY_CHARS {
            return Err(bad("q must be at most 100 characters"));
        }
        let kind = match self.kind.as_deref().map(str::trim) {
            None | Some("") => PlaceKind::Any,
            Some(k) => {
                PlaceKind::parse(k).ok_or_else(|| bad("kind must be city, state, region or any"))?
            }
        };
        let limit = match self.limit.as_deref().map(str::trim) {
            None | Some("") => DEFAULT_LIMIT,
            Some(l) => l
                .parse::<usize>()
                .ok()
                .filter(|l| (1..=MAX_LIMIT).contains(l))
                .ok_or_else(|| bad("limit must be a whole number from 1 to 20"))?,
        };
        Ok(PlacesRequest {
            q: q.to_string(),
            kind,
            limit,
        })
    }
}

/// GET /api/places: cities and states starting with `q`, best first.
#[utoipa::path(get, path = "/api/places", tag = "places", params(PlacesQuery),
    responses(
        (status = 200, description = "`places`: `name`, `kind` (`city`, `state` or `region`), `state` (cities), `label` (\"Pune, Maharashtra\"), `lat`, `lon`", body = PlacesReply),
        (status = 400, description = "Missing or too long `q`, unknown `kind`, `limit` out of range", body = ErrorBody),
    ))]
pub async fn search_places(Query(query): Query<PlacesQuery>) -> ApiResult<Json<PlacesReply>> {
    let req = query.parse()?;
    Ok(Json(PlacesReply {
        success: true,
        places: places().autocomplete(&req.q, req.kind, req.limit),
    }))
}
