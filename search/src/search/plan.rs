//! The first phase: a request read into what the search runs. The keyword gives up its
//! salary, experience, filter words, filler and place (`keyword`); its other words become
//! clauses (a word, a synonym group, a misspelt word of the table), each with its query; the
//! filters are the request's, completed by what the keyword said; the sort gives the page's
//! order.

use tantivy::{
    Searcher, Term,
    collector::Count,
    query::{AllQuery, BooleanQuery, Occur, Query, TermQuery},
    schema::IndexRecordOption,
};
use uuid::Uuid;

use crate::{
    catalog::JobType,
    clauses::{
        Clause, KNOWN_WORD_DOCS, clause_query, clauses, location_filter, location_query,
        nearest_first_query, places_query, title_all_query, title_hit_query, unscored,
    },
    facets::{GroupFilters, PageOrder, PageSpec},
    keyword::{self, Understood},
    levels, places,
    request::{SearchRequest, Sort},
    schema::{Fields, names},
    scored::AllClauses,
    synonyms, text,
};

/// The radius of `near` without `radiusKm`, in km.
pub const NEAR_KM: f64 = 25.0;
/// The radius of an order by distance from a location without `radiusKm`, in km.
pub const DISTANCE_SORT_KM: f64 = 100.0;

/// A circle a search looks in: the dataset's cities within `km` of `point`.
pub(crate) struct Circle {
    pub point: (f64, f64),
    /// Each city inside: its place key and its distance in km, nearest first.
    pub cities: Vec<(u64, f64)>,
}

impl Circle {
    pub fn new(point: (f64, f64), km: f64) -> Self {
        let p = places::places();
        let cities = p
            .cities_within(point, km)
            .into_iter()
            .map(|(c, d)| (p.place_key(c), d))
            .collect();
        Self { point, cities }
    }
}

/// What a search runs, read from its request.
pub(super) struct Plan {
    /// What the keyword was understood as.
    pub understood: Understood,
    /// The keyword's clauses that have a query, in the keyword's order.
    pub clauses: Vec<Clause>,
    /// The query of each of `clauses`.
    pub queries: Vec<Box<dyn Query>>,
    /// Each of `queries` widened to its role's family ("sde" to every developer), when a
    /// clause has a family.
    pub family: Option<Vec<Box<dyn Query>>>,
    /// Jobs whose title has a clause (`clauses::title_hit_query`): when the nearest jobs
    /// follow few matches, these rank first.
    pub title_hit: Option<Box<dyn Query>>,
    /// Jobs whose title has a role's family (`clauses::title_hit_query`): they rank next.
    pub family_title_hit: Option<Box<dyn Query>>,
    /// Jobs whose title has a clause or a role's family: either of the two above.
    pub role_title: Option<Box<dyn Query>>,
    /// Jobs whose title has every clause, each as typed, as a synonym or as its role's family
    /// (`clauses::title_all_query`): they rank first.
    pub title_all: Option<Box<dyn Query>>,
    /// The location box's, else a place typed in the keyword.
    pub location: Option<String>,
    /// A radius around `near` or around the location's place: the place searched instead of
    /// the location.
    pub circle: Option<Circle>,
    /// Nearest first (`sort=distance`): the score is the distance's, not the keyword's.
    pub by_distance: bool,
    /// Work mode Remote alone with a location: remote jobs of every city, the location's own
    /// first (a remote job from Pune is open to someone in Jaipur).
    pub remote_anywhere: bool,
    pub groups: GroupFilters,
    /// What ranks a job within what the search finds besides its words: the level the
    /// keyword asked for, internships after the jobs unless asked for (`levels::ranking`).
    pub level_ranking: Vec<Box<dyn Query>>,
    /// A senior post of the role or its family first, when the keyword said "senior"
    /// (`levels::senior_first`).
    pub senior_first: Option<Box<dyn Query>>,
    pub spec: PageSpec,
    pub with_facets: bool,
    exclude: Option<Uuid>,
    /// Only jobs of verified employers.
    verified_only: bool,
}

/// Reads a request into its plan.
pub(super) fn plan(searcher: &Searcher, f: &Fields, req: &SearchRequest) -> anyhow::Result<Plan> {
    let (words, understood) = read_keyword(searcher, f, req)?;
    let asked_level = levels::asked(&words, understood.freshers, understood.senior);
    let (clauses, queries): (Vec<Clause>, Vec<Box<dyn Query>>) =
        with_misspellings(searcher, f, clauses(&words))
            .into_iter()
            .filter_map(|c| clause_query(searcher, f, &c).map(|q| (c, q)))
            .unzip();
    let location = req
        .location
        .clone()
        .or(understood.location.clone())
        .filter(|l| !l.trim().is_empty());
    let circle = circle(req, location.as_deref(), req.sort == Some(Sort::Distance));
    // Nearest first needs a point; without one the default order stands.
    let by_distance = req.sort == Some(Sort::Distance) && circle.is_some();
    let groups = GroupFilters::from_request_and_keyword(req, &understood);
    let remote_anywhere = circle.is_none() && location.is_some() && groups.work_modes == ["Remote"];
    let internships_wanted = groups
        .types
        .iter()
        .any(|t| t == JobType::Internship.as_str());
    let role_title = role_title_query(f, &clauses);
    Ok(Plan {
        level_ranking: levels::ranking(
            f,
            asked_level,
            internships_wanted,
            role_title.as_ref().map(|q| q.box_clone()),
        ),
        senior_first: levels::senior_first(
            f,
            asked_level,
            role_title.as_ref().map(|q| q.box_clone()),
        ),
        role_title,
        family: family_queries(searcher, f, &clauses, &queries),
        title_hit: title_hit_query(f, &clauses, false),
        family_title_hit: title_hit_query(f, &clauses, true),
        title_all: title_all_query(f, &clauses),
        spec: page_spec(req, !queries.is_empty(), by_distance),
        location,
        circle,
        by_distance,
        remote_anywhere,
        groups,
        with_facets: req.with_facets,
        exclude: req.exclude,
        verified_only: req.verified_only,
        understood,
        clauses,
        queries,
    })
}

impl Plan {
    /// The keyword part: every clause of `kw`, or (the last resort) any of them.
    pub fn keyword(&self, kw: &[Box<dyn Query>], occur: Occur) -> Option<Box<dyn Query>> {
        (!self.queries.is_empty()).then(|| {
            Box::new(BooleanQuery::new(
                kw.iter().map(|q| (occur, q.box_clone())).collect(),
            )) as Box<dyn Query>
        })
    }

    /// Every clause of the keyword with `bonus` added for a title with every clause
    /// (`Plan::title_all`) in one query (`scored::AllClauses`), when each clause's query can
    /// say whether the title has it.
    pub fn keyword_title_all(&self, bonus: f32) -> Option<AllClauses> {
        AllClauses::new(&self.queries, bonus)
    }

    /// The place the search asks for: the circle (nearest first when ordered by distance),
    /// else the location; none for anywhere.
    pub fn place(&self, f: &Fields) -> Option<Box<dyn Query>> {
        match &self.circle {
            Some(c) if self.by_distance => Some(nearest_first_query(f, &c.cities)),
            Some(c) => Some(places_query(f, c.cities.iter().map(|(k, _)| *k))),
            // A constraint (`base` scores it nothing, the tiers a constant).
            None => self.location.as_deref().and_then(|l| location_filter(f, l)),
        }
    }

    /// The base: keyword and the constraints that are not facet groups, in `place`. Ordered
    /// by distance, the place scores and the keyword does not.
    pub fn base(
        &self,
        f: &Fields,
        kw: Option<Box<dyn Query>>,
        place: Option<Box<dyn Query>>,
    ) -> Box<dyn Query> {
        let mut parts: Vec<(Occur, Box<dyn Query>)> = Vec::new();
        if let Some(kw) = kw {
            parts.push(if self.by_distance {
                unscored(kw)
            } else {
                (Occur::Must, kw)
            });
        }
        if let Some(l) = place {
            parts.push(if self.by_distance {
                (Occur::Must, l)
            } else {
                unscored(l)
            });
        }
        if self.verified_only {
            parts.push(unscored(Box::new(TermQuery::new(
                Term::from_field_u64(f.verified, 1),
                IndexRecordOption::Basic,
            ))));
        }
        if let Some(id) = self.exclude {
            parts.push((Occur::MustNot, Box::new(crate::schema::id_query(f, id))));
            if parts.iter().all(|(o, _)| *o == Occur::MustNot) {
                parts.push((Occur::Must, Box::new(AllQuery)));
            }
        }
        if parts.is_empty() {
            Box::new(AllQuery)
        } else {
            Box::new(BooleanQuery::new(parts))
        }
    }

    /// Every clause of `kw`, in the plan's place. Remote from anywhere: remote jobs of every
    /// place, those of the location first when ranked by relevance.
    pub fn strict(&self, f: &Fields, kw: &[Box<dyn Query>]) -> Box<dyn Query> {
        let kw = || self.keyword(kw, Occur::Must);
        if self.remote_anywhere {
            let anywhere = self.base(f, kw(), None);
            return if self.spec.order == PageOrder::Score {
                super::tiers::nested(&[self.base(f, kw(), self.place(f)), anywhere])
            } else {
                anywhere
            };
        }
        self.base(f, kw(), self.place(f))
    }

    /// Whether the page is ranked by relevance (nearest jobs may then follow few matches).
    pub fn by_relevance(&self) -> bool {
        self.spec.order == PageOrder::Score && !self.by_distance
    }
}

/// The circle a request searches: `radiusKm` around `near`, else around the location's place;
/// `near` alone within `NEAR_KM`; ordered by distance from a location, within
/// `DISTANCE_SORT_KM`. None without a point (the API refuses a radius without one).
fn circle(req: &SearchRequest, location: Option<&str>, by_distance: bool) -> Option<Circle> {
    let point = match req.near {
        Some(p) => p,
        None if req.radius_km.is_some() || by_distance => places::places().point(location?)?,
        None => return None,
    };
    let km = req.radius_km.unwrap_or(if req.near.is_some() {
        NEAR_KM
    } else {
        DISTANCE_SORT_KM
    });
    Some(Circle::new(point, km))
}

/// The keyword's words once its numbers, filter words, filler and place are taken out, and
/// what those were understood as.
fn read_keyword(
    searcher: &Searcher,
    f: &Fields,
    req: &SearchRequest,
) -> anyhow::Result<(Vec<String>, Understood)> {
    // Salary and experience phrases first ("driver 20000 se upar"), as the assistant reads them.
    let (keyword, numbers) = req
        .keyword
        .as_deref()
        .map(keyword::take_numbers)
        .unwrap_or_default();
    let mut words = text::words(&keyword);
    let mut understood = keyword::understand(
        &mut words,
        req.location
            .as_deref()
            .is_some_and(|l| !l.trim().is_empty()),
    );
    understood.min_salary = numbers.min_salary;
    understood.max_salary = numbers.max_salary;
    understood.experience_years = numbers.experience_years;
    if understood.place_alone
        && let Some(place) = understood.location.clone()
        && words_win(searcher, f, &place)?
    {
        words = text::words(&place);
        understood.location = None;
        understood.place_alone = false;
    }
    Ok((words, understood))
}

/// A keyword that is only a place is the location unless jobs have its words ("Sagar"): the
/// words win when more jobs have them elsewhere than jobs are in the place.
pub(crate) fn words_win(searcher: &Searcher, f: &Fields, place: &str) -> anyhow::Result<bool> {
    let mut qs: Vec<(Occur, Box<dyn Query>)> = clauses(&text::words(place))
        .iter()
        .filter_map(|c| clause_query(searcher, f, c).map(|q| (Occur::Must, q)))
        .collect();
    if qs.is_empty() {
        return Ok(false);
    }
    // Jobs with the words that are not in the place: the words mean something else.
    if let Some(l) = location_query(f, place) {
        qs.push((Occur::MustNot, l));
    }
    let elsewhere = searcher.search(&BooleanQuery::new(qs), &Count)?;
    let in_place = location_query(f, place)
        .map(|l| searcher.search(l.as_ref(), &Count))
        .transpose()?
        .unwrap_or(0);
    Ok(elsewhere > 0 && elsewhere >= in_place)
}

/// A misspelt table word means its group too ("acountant": every accounts job), not only
/// its typo neighbours in the index.
fn with_misspellings(searcher: &Searcher, f: &Fields, clauses: Vec<Clause>) -> Vec<Clause> {
    clauses
        .into_iter()
        .map(|c| match c {
            Clause::Word(w) => {
                // The table is read only for a word the jobs do not use (not on every search).
                let unknown = text::terms(&w).first().is_some_and(|t| {
                    searcher
                        .doc_freq(&Term::from_field_text(f.all, t))
                        .unwrap_or(0)
                        < KNOWN_WORD_DOCS
                });
                let group = unknown
                    .then(|| synonyms::misspelt(&w))
                    .flatten()
                    .and_then(|p| synonyms::match_at(&[p.to_string()], 0));
                match group {
                    Some((_, g)) => Clause::Misspelt(w, g),
                    None => Clause::Word(w),
                }
            }
            c => c,
        })
        .collect()
}

/// The family a typed role belongs to (`synonyms::family`).
fn family(c: &Clause) -> Option<usize> {
    match c {
        Clause::Group(g) | Clause::Misspelt(_, g) => synonyms::family(*g),
        Clause::Word(_) => None,
    }
}

/// The keyword's queries with each role widened to its family, when one has a family.
fn family_queries(
    searcher: &Searcher,
    f: &Fields,
    clauses: &[Clause],
    queries: &[Box<dyn Query>],
) -> Option<Vec<Box<dyn Query>>> {
    clauses.iter().any(|c| family(c).is_some()).then(|| {
        clauses
            .iter()
            .zip(queries)
            .map(|(c, q)| {
                match family(c).and_then(|g| clause_query(searcher, f, &Clause::Group(g))) {
                    // The role or its family: the role's own phrases need not be members.
                    Some(fam) => Box::new(BooleanQuery::new(vec![
                        (Occur::Should, q.box_clone()),
                        (Occur::Should, fam),
                    ])) as Box<dyn Query>,
                    None => q.box_clone(),
                }
            })
            .collect()
    })
}

/// Jobs whose title has a clause of the keyword or a role's family.
fn role_title_query(f: &Fields, clauses: &[Clause]) -> Option<Box<dyn Query>> {
    let parts: Vec<(Occur, Box<dyn Query>)> = [false, true]
        .into_iter()
        .filter_map(|family| title_hit_query(f, clauses, family))
        .map(|q| (Occur::Should, q))
        .collect();
    (!parts.is_empty()).then(|| Box::new(BooleanQuery::new(parts)) as Box<dyn Query>)
}

/// The page asked for, in the order of the sort (by default relevance with a keyword, newest
/// without).
fn page_spec(req: &SearchRequest, has_keyword: bool, by_distance: bool) -> PageSpec {
    let default = if has_keyword {
        Sort::Relevance
    } else {
        Sort::Newest
    };
    let sort = match req.sort {
        Some(Sort::Distance) if !by_distance => default,
        s => s.unwrap_or(default),
    };
    let order = match sort {
        Sort::Relevance if has_keyword => PageOrder::Score,
        // The place's score is the distance's (`Plan::base`).
        Sort::Distance => PageOrder::Score,
        Sort::Relevance | Sort::Newest => PageOrder::I64Desc(names::CREATED),
        Sort::Salary => PageOrder::I64Desc(names::SALARY_MAX),
        Sort::Popular => PageOrder::U64Desc(names::POPULARITY),
    };
    PageSpec {
        order,
        offset: req.offset,
        limit: req.limit.max(1),
    }
}
