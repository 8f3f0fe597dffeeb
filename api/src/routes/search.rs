//! Spec §7 "Jobs" served from the search index: search with facets, title suggestions, similar
//! jobs and trending (docs/design/search.md).

use axum::{Json, extract::State};
use kaamsetu_search::{
    catalog::{Catalogue, Category, JobType, WorkMode},
    facets::Facets,
    index::Snapshot,
    places, query,
    recommend::{self, Profile},
    records,
    request::{SearchRequest, Sort},
    result::Suggestion,
    schema::JobRecord,
};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::{
    error::{ApiError, ApiResult, ErrorCode},
    extract::{Path, Query},
    paging::{Pagination, Paging},
    reply::SizedJson,
    routes::jobs::job_id,
    session::CurrentUser,
    state::AppState,
    store,
    views::{ErrorBody, JobView, JobViewOf},
};

/// Runs `work` on the index's current snapshot on a search thread (`search_pool`: a search
/// reads files and burns CPU), timed as a search of `kind` (`kaamsetu_search_duration_seconds`,
/// the wait for a thread included); `None` while no index has been built yet.
pub(crate) async fn on_snapshot<T: Send + 'static>(
    state: &AppState,
    kind: &'static str,
    work: impl FnOnce(&Snapshot) -> anyhow::Result<T> + Send + 'static,
) -> ApiResult<Option<T>> {
    let index = state.search.clone();
    let search = crate::search_pool::run(move || -> anyhow::Result<Option<T>> {
        match index.snapshot()? {
            Some(snap) => Ok(Some(work(&snap)?)),
            None => Ok(None),
        }
    });
    crate::telemetry::time_search(kind, search)
        .await
        .map_err(ApiError::internal)?
        .map_err(ApiError::internal)
}

/// A list of jobs (similar jobs, trending).
#[derive(Serialize, ToSchema)]
pub struct JobListReply {
    success: bool,
    jobs: Vec<JobView>,
}

fn unavailable() -> ApiError {
    ApiError::new(
        axum::http::StatusCode::SERVICE_UNAVAILABLE,
        ErrorCode::SearchUnavailable,
        "Search is starting up. Please try again in a moment.",
    )
}

/// Parameters of the job search (spec §7 and docs/design/search.md); `userId` is accepted and ignored.
#[derive(Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct SearchQuery {
    pub(crate) page: Option<String>,
    pub(crate) limit: Option<String>,
    pub(crate) keyword: Option<String>,
    pub(crate) location: Option<String>,
    /// Monthly rupees.
    pub(crate) min_salary: Option<String>,
    pub(crate) max_salary: Option<String>,
    /// One of the job types, or several separated by commas.
    #[serde(rename = "type")]
    pub(crate) job_type: Option<String>,
    pub(crate) work_mode: Option<String>,
    pub(crate) category: Option<String>,
    /// `Male`, `Female` or `Both` (no filter).
    pub(crate) gender: Option<String>,
    /// `Yes` or `No`.
    pub(crate) is_blue_collar: Option<String>,
    /// `true`: only jobs of verified employers (a company domain confirmed by mail).
    pub(crate) verified: Option<String>,
    /// `relevance`, `newest` (also `createdAt`), `salary`, `popular` or `distance` (nearest
    /// first, from `near` or the location's place; within `radiusKm`, else 100 km).
    pub(crate) sort: Option<String>,
    /// Only jobs within this many km (1 to 200) of `near`, else of the location's place.
    pub(crate) radius_km: Option<String>,
    /// `lat,lng` (the browser's geolocation, "Jobs near me"): the place searched, within
    /// `radiusKm` or 25 km; the location is then not a filter.
    pub(crate) near: Option<String>,
    /// Accepted with `sort=createdAt` (newest first is the only order offered).
    pub(crate) order: Option<String>,
    /// `false` leaves facet counts out.
    pub(crate) facets: Option<String>,
    #[allow(dead_code)]
    pub(crate) user_id: Option<String>,
}

/// A comma-separated list of one catalogue's words (other spellings read as their word), each
/// once, in the order given.
fn list<T: Catalogue>(raw: Option<&str>, name: &str) -> ApiResult<Vec<String>> {
    let Some(raw) = raw.map(str::trim).filter(|s| !s.is_empty()) else {
        return Ok(vec![]);
    };
    let values = raw
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|v| {
            T::parse(v).map(|t| t.as_str().to_string()).ok_or_else(|| {
                ApiError::bad_request(
                    ErrorCode::InvalidQuery,
                    format!("{name} must be one of: {}", T::WORDS.join(", ")),
                )
            })
        })
        .collect::<ApiResult<Vec<String>>>()?;
    Ok(query::dedup(values))
}

fn rupees(raw: Option<&str>, name: &str) -> ApiResult<Option<i64>> {
    match raw.map(str::trim).filter(|s| !s.is_empty()) {
        None => Ok(None),
        Some(s) => s
            .parse::<i64>()
            .ok()
            .filter(|n| (0..=1_000_000_000).contains(n))
            .map(Some)
            .ok_or_else(|| {
                ApiError::bad_request(
                    ErrorCode::InvalidQuery,
                    format!("{name} must be a whole number of rupees from 0"),
                )
            }),
    }
}

/// The largest radius a search takes, in km.
const MAX_RADIUS_KM: f64 = 200.0;

/// A search's point (latitude, longitude) and radius in km, each when given.
type Circle = (Option<(f64, f64)>, Option<f64>);

/// Whether a search has a point to measure distances from: `near`, or a location the places
/// dataset knows.
fn has_point(near: Option<(f64, f64)>, location: Option<&str>) -> bool {
    near.is_some() || location.and_then(|l| places::places().point(l)).is_some()
}

impl SearchQuery {
    /// `near` and `radiusKm`, checked: a point on the globe, a radius from 1 to 200 km, and a
    /// radius only with a point (`near`, or a location the places dataset knows).
    fn place_circle(&self, location: Option<&str>) -> ApiResult<Circle> {
        let bad = |m: &str| ApiError::bad_request(ErrorCode::InvalidQuery, m);
        let near = match self
            .near
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
        {
            None => None,
            Some(s) => {
                let point = s.split_once(',').and_then(|(a, b)| {
                    Some((a.trim().parse::<f64>().ok()?, b.trim().parse::<f64>().ok()?))
                });
                match point {
                    Some((lat, lng))
                        if (-90.0..=90.0).contains(&lat) && (-180.0..=180.0).contains(&lng) =>
                    {
                        Some((lat, lng))
                    }
                    _ => {
                        return Err(bad(
                            "near must be a latitude from -90 to 90 and a longitude from -180 to 180, as lat,lng",
                        ));
                    }
                }
            }
        };
        let radius = match self
            .radius_km
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
        {
            None => None,
            Some(s) => match s.parse::<f64>() {
                Ok(r) if (1.0..=MAX_RADIUS_KM).contains(&r) => Some(r),
                _ => return Err(bad("radiusKm must be a number of km from 1 to 200")),
            },
        };
        if radius.is_some() && !has_point(near, location) {
            return Err(bad(
                "radiusKm needs near or a location we know (a city, region or state)",
            ));
        }
        Ok((near, radius))
    }

    pub(crate) fn parse(&self) -> ApiResult<SearchRequest> {
        let paging = Paging::parse(self.page.as_deref(), self.limit.as_deref(), 10, 50)?;
        let keyword = self
            .keyword
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty());
        if keyword.is_some_and(|k| k.chars().count() > 200) {
            return Err(ApiError::bad_request(
                ErrorCode::InvalidQuery,
                "keyword must be at most 200 characters",
            ));
        }
        let location = self
            .location
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty());
        if location.is_some_and(|k| k.chars().count() > 100) {
            return Err(ApiError::bad_request(
                ErrorCode::InvalidQuery,
                "location must be at most 100 characters",
            ));
        }
        let min_salary = rupees(self.min_salary.as_deref(), "minSalary")?;
        let max_salary = rupees(self.max_salary.as_deref(), "maxSalary")?;
        if let (Some(a), Some(b)) = (min_salary, max_salary)
            && a > b
        {
            return Err(ApiError::bad_request(
                ErrorCode::InvalidQuery,
                "minSalary must not be more than maxSalary",
            ));
        }
        let gender = match self.gender.as_deref().map(str::trim) {
            None | Some("") | Some("Both") => None,
            Some(g @ ("Male" | "Female")) => Some(g.to_string()),
            Some(_) => {
                return Err(ApiError::bad_request(
                    ErrorCode::InvalidQuery,
                    "gender must be Male, Female or Both",
                ));
            }
        };
        let blue_collar = match self.is_blue_collar.as_deref().map(str::trim) {
            None | Some("") => None,
            Some("Yes" | "yes" | "true") => Some(true),
            Some("No" | "no" | "false") => Some(false),
            Some(_) => {
                return Err(ApiError::bad_request(
                    ErrorCode::InvalidQuery,
                    "isBlueCollar must be Yes or No",
                ));
            }
        };
        let verified_only = match self.verified.as_deref().map(str::trim) {
            None | Some("") | Some("false") => false,
            Some("true") => true,
            Some(_) => {
                return Err(ApiError::bad_request(
                    ErrorCode::InvalidQuery,
                    "verified must be true or false",
                ));
            }
        };
        let sort = match self.sort.as_deref().map(str::trim) {
            None | Some("") => None,
            Some("relevance") => Some(Sort::Relevance),
            Some("newest" | "createdAt") => Some(Sort::Newest),
            Some("salary") => Some(Sort::Salary),
            Some("popular") => Some(Sort::Popular),
            Some("distance") => Some(Sort::Distance),
            Some(_) => {
                return Err(ApiError::bad_request(
                    ErrorCode::InvalidQuery,
                    "sort must be relevance, newest, salary, popular or distance",
                ));
            }
        };
        let (near, radius_km) = self.place_circle(location)?;
        if sort == Some(Sort::Distance) && !has_point(near, location) {
            return Err(ApiError::bad_request(
                ErrorCode::InvalidQuery,
                "sort=distance needs near or a location we know",
            ));
        }
        if !matches!(
            self.order.as_deref(),
            None | Some("") | Some("desc") | Some("asc")
        ) {
            return Err(ApiError::bad_request(
                ErrorCode::InvalidQuery,
                "order must be asc or desc",
            ));
        }
        let with_facets = !matches!(self.facets.as_deref(), Some("false" | "0"));
        Ok(SearchRequest {
            keyword: keyword.map(str::to_string),
            location: location.map(str::to_string),
            categories: list::<Category>(self.category.as_deref(), "category")?,
            types: list::<JobType>(self.job_type.as_deref(), "type")?,
            work_modes: list::<WorkMode>(self.work_mode.as_deref(), "workMode")?,
            gender,
            blue_collar,
            verified_only,
            min_salary,
            max_salary,
            radius_km,
            near,
            sort,
            offset: paging.offset() as usize,
            limit: paging.limit as usize,
            exclude: None,
            with_facets,
        })
    }
}

/// GET /api/jobs: the job search.
#[utoipa::path(get, path = "/api/jobs", tag = "search", params(SearchQuery),
    responses(
        (status = 200, description = "A page of jobs, the facet counts of each filter group, and how the keyword was read", body = SearchReply),
        (status = 400, description = "A bad parameter, named", body = ErrorBody),
        (status = 503, description = "The index is not built yet", body = ErrorBody),
    ))]
pub async fn search_jobs(
    State(state): State<AppState>,
    Query(q): Query<SearchQuery>,
    viewer: Option<CurrentUser>,
) -> ApiResult<SizedJson> {
    let req = q.parse()?;
    let page = (req.offset / req.limit.max(1)) as i64 + 1;
    let limit = req.limit as i64;
    let req2 = req.clone();
    let kind = if req.keyword.as_deref().is_some_and(|k| !k.trim().is_empty()) {
        "keyword"
    } else {
        "filters"
    };
    let mut result = on_snapshot(&state, kind, move |snap| snap.search(&req2))
        .await?
        .ok_or_else(unavailable)?;
    if result.exact_total() == 0 {
        count_zero_result(&state, &req).await;
    }
    let pagination = Paging { page, limit }.of(result.total as i64);
    let mut found = std::mem::take(&mut result.jobs);
    state.trust.keep_searchable(&mut found);
    // A signed-out viewer has no saved jobs or applications to read: no query.
    let mut marks = match viewer.as_ref().map(|v| v.id()) {
        None => Default::default(),
        Some(viewer_id) => {
            let ids: Vec<uuid::Uuid> = found.iter().map(|j| j.id).collect();
            state
                .read_lagging(true, |db| {
                    let ids = ids.clone();
                    async move { store::jobs::viewer_states(&db, &ids, viewer_id).await }
                })
                .await?
        }
    };
    // The views borrow the records' long texts from the index's records cache; each job's
    // distance is its own (read after a withheld job left the page, not zipped by position).
    let jobs: Vec<JobViewOf<'_>> = found
        .iter()
        .map(|j| {
            let (saved, status) = marks.remove(&j.id).unwrap_or((false, None));
            let mut view = JobViewOf::shared(j, saved, status);
            view.distance_km = result.distance_km(j).map(|d| (d * 10.0).round() / 10.0);
            view
        })
        .collect();
    // A typed reply, written straight to the body: a `json!` value first built a map per job
    // and its allocations, then was walked again to write it.
    let capacity = crate::reply::jobs_bytes(&jobs) + FACETS_BYTES;
    Ok(SizedJson::new(
        &SearchReply {
            success: true,
            jobs,
            pagination,
            facets: result.facets,
            relaxed: result.relaxed,
            exact_total: result.exact,
            understood: UnderstoodReply {
                remote: result.understood.remote,
                location: result.understood.location,
                work_mode: result.understood.work_mode,
                job_type: result.understood.job_type,
                gender: result.understood.gender,
                min_salary: result.understood.min_salary,
                max_salary: result.understood.max_salary,
                experience_years: result.understood.experience_years,
            },
            suggestion: result.suggestion,
        },
        capacity,
    ))
}

/// About the bytes of a search's facet counts in JSON (every group, with the states and cities
/// it found).
const FACETS_BYTES: usize = 4096;

/// The reply of `GET /api/jobs`.
#[derive(Serialize, ToSchema)]
pub struct SearchReply<'a> {
    success: bool,
    jobs: Vec<JobViewOf<'a>>,
    pagination: Pagination,
    /// Counts per value of each filter group, each counted with the other groups' filters
    /// (absent with `facets=false`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    facets: Option<Facets>,
    /// No job had every word, so jobs with any of them are shown.
    relaxed: bool,
    /// Fewer jobs than a page had every word (sorted by relevance): this many did, and the
    /// nearest jobs follow them on the same pages (the role's family, the metropolitan region,
    /// then without the least important word). Absent otherwise.
    #[serde(rename = "exactTotal", skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    exact_total: Option<usize>,
    understood: UnderstoodReply,
    /// Nothing found: "Did you mean …" (a corrected keyword that finds jobs) and the nearest
    /// search that finds some (without the place, or without the filters). Absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    suggestion: Option<Suggestion>,
}

/// What the keyword was understood as (`keyword::Understood`).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UnderstoodReply {
    /// "wfh", "work from home" or "remote" in the keyword set work mode Remote.
    remote: bool,
    /// A place at the start or end of the keyword became the location ("sde bangalore",
    /// "jobs in pune").
    location: Option<String>,
    /// A work mode typed as words ("hybrid"), other than Remote.
    work_mode: Option<String>,
    /// A job type typed as words ("part time", "internship").
    job_type: Option<String>,
    /// Who may apply, typed as words ("jobs for women", "ladies", "mahila": Female); it
    /// filters when the gender filter is open.
    gender: Option<String>,
    /// A salary typed as words ("20000 se upar", "under 30k", "5 lpa"), in monthly rupees; it
    /// filters when the salary boxes are empty.
    min_salary: Option<i64>,
    max_salary: Option<i64>,
    /// Years of experience typed ("3 years"): said back only (jobs carry no experience).
    experience_years: Option<u32>,
}

/// Counts searches that found nothing, so missing synonyms and places can be spotted.
async fn count_zero_result(state: &AppState, req: &SearchRequest) {
    let key = format!(
        "{}|{}",
        req.keyword.as_deref().unwrap_or("").to_lowercase(),
        req.location.as_deref().unwrap_or("").to_lowercase()
    );
    state.redis.count_zero_result(&key).await;
}

/// Parameters of title suggestions.
#[derive(Deserialize, IntoParams)]
pub struct SuggestQuery {
    keyword: Option<String>,
}

/// GET /api/jobs/title-suggestions: up to 10 titles of open jobs.
#[utoipa::path(get, path = "/api/jobs/title-suggestions", tag = "search", params(SuggestQuery),
    responses(
        (status = 200, description = "A list of titles (empty under 2 characters)", body = Vec<String>),
        (status = 400, description = "A bad parameter", body = ErrorBody),
    ))]
pub async fn title_suggestions(
    State(state): State<AppState>,
    Query(q): Query<SuggestQuery>,
) -> ApiResult<Json<Vec<String>>> {
    let typed: String = q.keyword.unwrap_or_default().chars().take(100).collect();
    if typed.trim().chars().count() < 2 {
        return Ok(Json(vec![]));
    }
    let titles = on_snapshot(&state, "suggestions", move |snap| {
        Ok(snap.suggester()?.suggest(&typed, 10))
    })
    .await?
    .unwrap_or_default();
    Ok(Json(titles))
}

/// Parameters of similar jobs.
#[derive(Deserialize, IntoParams)]
pub struct SimilarQuery {
    /// How many (default 3, at most 10).
    pub(crate) limit: Option<String>,
}

/// GET /api/jobs/{id}/similar: more like this job, same category first.
#[utoipa::path(get, path = "/api/jobs/{id}/similar", tag = "search",
    params(("id" = uuid::Uuid, Path, description = "Job id"), SimilarQuery),
    responses(
        (status = 200, description = "Jobs like this one, same category first", body = JobListReply),
        (status = 400, description = "Malformed id or limit", body = ErrorBody),
        (status = 404, description = "No such job", body = ErrorBody),
    ))]
pub async fn similar_jobs(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(q): Query<SimilarQuery>,
    viewer: Option<CurrentUser>,
) -> ApiResult<SizedJson> {
    let id = job_id(&id)?;
    let limit = Paging::parse(None, q.limit.as_deref(), 3, 10)?.limit as usize;
    let job: JobRecord = store::jobs::get(&state.db, id)
        .await?
        .ok_or_else(|| ApiError::not_found("Job not found"))?;
    let mut records = on_snapshot(&state, "similar", move |snap| snap.similar(&job, limit))
        .await?
        .unwrap_or_default();
    state.trust.keep_searchable(&mut records);
    let jobs = store::jobs::job_views(&state.db, viewer.map(|v| v.id()), records).await?;
    let capacity = crate::reply::jobs_bytes(&jobs);
    Ok(SizedJson::new(
        &JobListReply {
            success: true,
            jobs,
        },
        capacity,
    ))
}

/// Parameters of recommendations.
#[derive(Deserialize, IntoParams)]
pub struct RecommendedQuery {
    /// How many (default 6, at most 20).
    pub(crate) limit: Option<String>,
}

/// What the recommendations were chosen by.
#[derive(Serialize, ToSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub enum RecommendationBasis {
    /// The profile's skills, city and experience.
    Profile,
    /// The profile says too little (no skills, no location) or matches nothing: trending jobs.
    Trending,
}

/// A recommended job and why.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecommendationView {
    job: JobView,
    /// The profile's skills the job asks for, as the profile spells them.
    matched_skills: Vec<String>,
    /// The job is in the profile's city or state.
    nearby: bool,
}

/// Jobs for the signed-in job seeker.
#[derive(Serialize, ToSchema)]
pub struct RecommendedReply {
    success: bool,
    basis: RecommendationBasis,
    recommendations: Vec<RecommendationView>,
}

/// GET /api/jobs/recommended: open jobs for the signed-in job seeker's profile, those sharing
/// most of its skills first, then those in its city, never one already applied to; trending
/// jobs when the profile names no skill or place, or matches nothing.
#[utoipa::path(get, path = "/api/jobs/recommended", tag = "search", params(RecommendedQuery),
    responses(
        (status = 200, description = "Jobs for this profile, with why", body = RecommendedReply),
        (status = 400, description = "A bad limit", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Not a job seeker", body = ErrorBody),
    ))]
pub async fn recommended_jobs(
    State(state): State<AppState>,
    Query(q): Query<RecommendedQuery>,
    seeker: Result<crate::session::Jobseeker, ApiError>,
) -> ApiResult<Json<RecommendedReply>> {
    let current =
        crate::session::Jobseeker::or_refuse(seeker, "Only job seekers get job recommendations")?;
    let limit = Paging::parse(None, q.limit.as_deref(), 6, 20)?.limit as usize;
    let user = store::users::by_id(&state.db, current.id())
        .await?
        .ok_or_else(|| ApiError::not_found("User not found"))?;
    let profile = Profile {
        skills: user.profile.skills,
        location: user.profile.location,
        status: user.profile.status,
        years_of_experience: user.profile.years_of_experience,
        exclude: store::applications::applied_job_ids(&state.db, current.id()).await?,
    };
    let found = if profile.is_usable() {
        on_snapshot(&state, "recommended", move |snap| {
            recommend::recommend(&snap.searcher, &snap.fields, &profile, limit)
        })
        .await?
        .unwrap_or_default()
    } else {
        vec![]
    };
    if found.is_empty() {
        let jobs = trending(&state, Some(current.id()), limit).await?;
        return Ok(Json(RecommendedReply {
            success: true,
            basis: RecommendationBasis::Trending,
            recommendations: jobs
                .into_iter()
                .map(|job| RecommendationView {
                    job,
                    matched_skills: vec![],
                    nearby: false,
                })
                .collect(),
        }));
    }
    let why: Vec<(Vec<String>, bool)> = found
        .iter()
        .map(|r| (r.matched_skills.clone(), r.nearby))
        .collect();
    let jobs = store::jobs::job_views(
        &state.db,
        Some(current.id()),
        found.into_iter().map(|r| r.job).collect(),
    )
    .await?;
    Ok(Json(RecommendedReply {
        success: true,
        basis: RecommendationBasis::Profile,
        recommendations: jobs
            .into_iter()
            .zip(why)
            .map(|(job, (matched_skills, nearby))| RecommendationView {
                job,
                matched_skills,
                nearby,
            })
            .collect(),
    }))
}

/// GET /api/jobs/trending: the open jobs most applied to and saved in the last 7 days, topped
/// up with the newest; 6.
#[utoipa::path(get, path = "/api/jobs/trending", tag = "search",
    responses(
        (status = 200, description = "Six jobs", body = JobListReply),
        (status = 503, description = "The search index is not ready (`search_unavailable`)", body = ErrorBody),
        crate::views::EdgeErrors,
    ))]
pub async fn trending_jobs(
    State(state): State<AppState>,
    viewer: Option<CurrentUser>,
) -> ApiResult<Json<JobListReply>> {
    let jobs = trending(&state, viewer.map(|v| v.id()), 6).await?;
    Ok(Json(JobListReply {
        success: true,
        jobs,
    }))
}

/// The `n` open jobs most applied to and saved in the last 7 days, topped up with the newest.
async fn trending(
    state: &AppState,
    viewer: Option<uuid::Uuid>,
    n: usize,
) -> ApiResult<Vec<JobView>> {
    let hot = store::jobs::trending_ids(&state.db, n as i64).await?;
    let mut records = on_snapshot(
        state,
        "trending",
        move |snap| -> anyhow::Result<Vec<JobRecord>> {
            let mut out = Vec::new();
            for id in hot {
                if let Some(r) = records::find(&snap.searcher, &snap.fields, id)? {
                    out.push(r);
                }
            }
            if out.len() < n {
                let newest = query::search(
                    &snap.searcher,
                    &snap.fields,
                    &SearchRequest {
                        limit: n * 2,
                        sort: Some(Sort::Newest),
                        ..Default::default()
                    },
                )?;
                for r in newest.jobs {
                    if out.len() < n && !out.iter().any(|o: &JobRecord| o.id == r.id) {
                        out.push(std::sync::Arc::unwrap_or_clone(r));
                    }
                }
            }
            Ok(out)
        },
    )
    .await?
    .unwrap_or_default();
    state.trust.keep_searchable(&mut records);
    Ok(store::jobs::job_views(&state.db, viewer, records).await?)
}
