//! The query mix: what job seekers do on the find-jobs page, as search requests for the search
//! crate and as `/api/jobs` query strings for the HTTP runs.

use kaamsetu_search::request::{SearchRequest, Sort};

/// One search of the mix.
#[derive(Clone)]
pub struct SearchCase {
    pub name: &'static str,
    /// What the row means, for the table.
    pub what: &'static str,
    pub req: SearchRequest,
}

impl SearchCase {
    /// The same search as an `/api/jobs` query string.
    pub fn query_string(&self) -> String {
        let r = &self.req;
        let mut q = vec![
            format!("page={}", r.offset / r.limit.max(1) + 1),
            format!("limit={}", r.limit),
        ];
        let enc = |s: &str| s.replace(' ', "%20");
        if let Some(k) = &r.keyword {
            q.push(format!("keyword={}", enc(k)));
        }
        if let Some(l) = &r.location {
            q.push(format!("location={}", enc(l)));
        }
        for (name, values) in [
            ("category", &r.categories),
            ("type", &r.types),
            ("workMode", &r.work_modes),
        ] {
            if !values.is_empty() {
                q.push(format!("{name}={}", enc(&values.join(","))));
            }
        }
        if let Some(g) = &r.gender {
            q.push(format!("gender={g}"));
        }
        if let Some(lo) = r.min_salary {
            q.push(format!("minSalary={lo}"));
        }
        if let Some(hi) = r.max_salary {
            q.push(format!("maxSalary={hi}"));
        }
        if let Some(km) = r.radius_km {
            q.push(format!("radiusKm={km}"));
        }
        match r.sort {
            Some(Sort::Newest) => q.push("sort=newest".into()),
            Some(Sort::Distance) => q.push("sort=distance".into()),
            _ => {}
        }
        q.push(format!("facets={}", r.with_facets));
        q.join("&")
    }
}

fn req() -> SearchRequest {
    SearchRequest {
        limit: 20,
        with_facets: true,
        ..Default::default()
    }
}

/// The searches of the mix (each with facets, as the find-jobs page asks for them).
pub fn search_cases() -> Vec<SearchCase> {
    vec![
        SearchCase {
            name: "keyword",
            what: "keyword alone (`sales executive`), relevance, facets",
            req: SearchRequest {
                keyword: Some("sales executive".into()),
                ..req()
            },
        },
        SearchCase {
            name: "keyword_filters",
            what: "keyword + location + type + work mode + salary range, facets (the goal's query)",
            req: SearchRequest {
                keyword: Some("developer".into()),
                location: Some("Bengaluru".into()),
                types: vec!["Full-Time".into()],
                work_modes: vec!["On-site".into(), "Hybrid".into()],
                min_salary: Some(30_000),
                max_salary: Some(150_000),
                ..req()
            },
        },
        SearchCase {
            name: "filters_newest",
            what: "filters only (state, category, type, gender), newest first, facets",
            req: SearchRequest {
                location: Some("Maharashtra".into()),
                categories: vec!["Sales".into()],
                types: vec!["Full-Time".into()],
                gender: Some("Female".into()),
                sort: Some(Sort::Newest),
                ..req()
            },
        },
        SearchCase {
            name: "radius",
            what: "keyword `driver` within 50 km of Pune, nearest first, facets",
            req: SearchRequest {
                keyword: Some("driver".into()),
                location: Some("Pune".into()),
                radius_km: Some(50.0),
                sort: Some(Sort::Distance),
                ..req()
            },
        },
        SearchCase {
            name: "deep_page",
            what: "keyword `manager`, page 50 (results 981-1000), facets",
            req: SearchRequest {
                keyword: Some("manager".into()),
                offset: 980,
                ..req()
            },
        },
    ]
}

/// What people ask the job assistant, English and Hinglish; some find nothing as asked and go
/// through the relaxations (the slowest path).
pub const CHAT_MESSAGES: &[&str] = &[
    "driver ki job Delhi mein",
    "react dev pune 5 lpa",
    "data entry work from home",
    "mujhe Mumbai mein accountant ki naukri chahiye 25k",
    "sales executive bangalore full time 20k per month",
    "ghar se kaam chahiye for women",
    "delivery boy job in Gurgaon",
    "nurse jobs in kerala",
    "teacher 3 years experience Jaipur",
    "astronaut in Goa",
    "software engineer Noida 50 lpa remote",
    "security guard ki naukri Lucknow 15000",
];

/// What people type into the title box, a letter or a word at a time.
pub const SUGGEST_PREFIXES: &[&str] = &[
    "so", "sof", "dri", "acc", "sales ex", "mark", "nur", "deliv", "tea", "data", "web de", "ca",
];

/// Keywords and places for the HTTP load of `/api/jobs` (crossed with the filters of the mix).
pub const LOAD_KEYWORDS: &[&str] = &[
    "developer",
    "sales executive",
    "driver",
    "accountant",
    "nurse",
    "teacher",
    "data entry",
    "delivery",
    "manager",
    "software engineer",
    "electrician",
    "customer support",
];
pub const LOAD_PLACES: &[&str] = &[
    "Bengaluru",
    "Mumbai",
    "Delhi NCR",
    "Pune",
    "Hyderabad",
    "Chennai",
    "Tamil Nadu",
    "Kolkata",
];

/// `/api/jobs` query strings for the load run: keyword, place, type, salary range, facets;
/// 96 distinct searches, as people repeat popular ones.
pub fn load_queries() -> Vec<String> {
    load_requests_with_top(100_000)
        .iter()
        .map(query_string)
        .collect()
}

/// `n` searches that are all different (the top of the salary range moves by a rupee each),
/// so no answer can come from the API's cache of recent results.
pub fn distinct_load_queries(n: usize) -> Vec<String> {
    distinct_load_requests(n).iter().map(query_string).collect()
}

/// The searches of `distinct_load_queries`, for running them in process (`profile --case load`).
pub fn distinct_load_requests(n: usize) -> Vec<SearchRequest> {
    let mut out = Vec::with_capacity(n);
    let mut top = 100_000;
    while out.len() < n {
        out.extend(load_requests_with_top(top));
        top += 1;
    }
    out.truncate(n);
    out
}

fn query_string(req: &SearchRequest) -> String {
    SearchCase {
        name: "load",
        what: "",
        req: req.clone(),
    }
    .query_string()
}

fn load_requests_with_top(top: i64) -> Vec<SearchRequest> {
    let mut out = vec![];
    for (i, k) in LOAD_KEYWORDS.iter().enumerate() {
        for (j, p) in LOAD_PLACES.iter().enumerate() {
            out.push(SearchRequest {
                keyword: Some((*k).into()),
                location: Some((*p).into()),
                types: if (i + j) % 2 == 0 {
                    vec!["Full-Time".into()]
                } else {
                    vec![]
                },
                work_modes: if (i + j) % 3 == 0 {
                    vec!["On-site".into()]
                } else {
                    vec![]
                },
                min_salary: Some(10_000 + 5_000 * (j as i64 % 4)),
                max_salary: Some(top),
                ..req()
            });
        }
    }
    out
}
