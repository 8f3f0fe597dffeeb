//! What a search asks: the keyword, the place, the filters, the order and the page. The API
//! builds it from the query string, the assistant from the filters of a message.

use uuid::Uuid;

/// How results are ordered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sort {
    /// BM25 (the default with a keyword).
    Relevance,
    /// Newest first (the default without a keyword).
    Newest,
    /// Highest salary first.
    Salary,
    /// Most applications first.
    Popular,
    /// Nearest first (from `near`, else the location's place).
    Distance,
}

/// A parsed search; the API builds it from the query string.
#[derive(Clone, Debug, Default)]
pub struct SearchRequest {
    pub keyword: Option<String>,
    pub location: Option<String>,
    pub categories: Vec<String>,
    pub types: Vec<String>,
    pub work_modes: Vec<String>,
    /// `Male` or `Female`; `Both` or none means no gender filter.
    pub gender: Option<String>,
    pub blue_collar: Option<bool>,
    /// Only jobs of employers who verified their company's domain.
    pub verified_only: bool,
    /// Monthly rupees.
    pub min_salary: Option<i64>,
    pub max_salary: Option<i64>,
    /// Only jobs whose city lies within this many km of `near`, else of the location's place.
    pub radius_km: Option<f64>,
    /// A point (latitude, longitude), from the browser's geolocation ("Jobs near me").
    pub near: Option<(f64, f64)>,
    pub sort: Option<Sort>,
    pub offset: usize,
    pub limit: usize,
    pub exclude: Option<Uuid>,
    pub with_facets: bool,
}
