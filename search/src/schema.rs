//! The tantivy schema and the job document. PostgreSQL is the source of truth; a document is
//! derived from one open job (`JobRecord`) and can always be rebuilt. Beside them, the SQL of
//! the jobs table that the API and the indexer share: how a job is read (`job_select!`) and
//! inserted (`insert_jobs`, with the "sqlx" feature).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use tantivy::{
    TantivyDocument, Term,
    schema::{
        FAST, Field, INDEXED, IndexRecordOption, STORED, STRING, Schema, TextFieldIndexing,
        TextOptions,
    },
};
use uuid::Uuid;

use crate::{
    analyzers,
    catalog::{Category, Gender, IndianState, JobType, SalaryFrequency, WorkMode},
    places, synonyms, text,
};

/// The SELECT (up to its WHERE) that reads `JobRecord`s from PostgreSQL: the job, its
/// employer's public face and its application count. The API and the indexer both read jobs
/// with it, so the index and the API's cards always agree. A literal, so
/// `concat!(kaamsetu_search::job_select!(), "where ...")` keeps queries static strings.
///
/// `job_select!(every)` is the same columns for a read of most jobs (a rebuild's cursor): the
/// application counts come from one grouped pass over the applications joined in, not a
/// look-up per job (at a million jobs the look-ups were half of PostgreSQL's time in reading
/// every open job: 3.9 against 2.0 s).
#[macro_export]
macro_rules! job_select {
    () => {
        $crate::job_select!(
            @with "(select count(*) from applications a where a.job_id = j.id)", ""
        )
    };
    (every) => {
        $crate::job_select!(
            @with "coalesce(c.n, 0)",
            "left join (select job_id, count(*) as n from applications group by job_id) c \
                on c.job_id = j.id "
        )
    };
    (@with $count:literal, $join:literal) => {
        concat!(
            "select j.id, j.employer_id, j.title, j.state, j.location, j.category, \
            j.type as job_type, j.work_mode, j.description, j.requirements, j.salary_min, \
            j.salary_max, j.salary_frequency, j.gender, j.is_blue_collar, j.open_positions, \
            j.is_closed, j.created_at, j.updated_at, u.name as employer_name, u.company_name, \
            u.company_logo, ",
            $count,
            " as application_count, \
            j.deleted_at is not null as is_removed, j.review, \
            u.verified_at is not null as company_verified \
         from jobs j join users u on u.id = j.employer_id ",
            $join
        )
    };
}

/// A job to insert into the jobs table: what the job form, an import or the demo data give;
/// the table fills in the rest (not deleted, no applications).
#[cfg(feature = "sqlx")]
#[derive(Clone, Debug, PartialEq)]
pub struct NewJob<'a> {
    pub id: Uuid,
    pub employer_id: Uuid,
    pub title: &'a str,
    pub state: IndianState,
    pub location: &'a str,
    pub category: Category,
    pub job_type: JobType,
    pub work_mode: WorkMode,
    pub description: &'a str,
    pub requirements: &'a str,
    pub salary_min: Option<i64>,
    pub salary_max: Option<i64>,
    pub salary_frequency: SalaryFrequency,
    pub gender: Gender,
    pub is_blue_collar: bool,
    pub open_positions: i32,
    pub is_closed: bool,
    /// When it was posted; None: now (the transaction's time).
    pub created_at: Option<DateTime<Utc>>,
    /// When it last changed; None: when it was posted.
    pub updated_at: Option<DateTime<Utc>>,
}

/// Inserts jobs, one or thousands in one statement (as arrays, through `unnest`). The one
/// insert of jobs: the API's job form, an import and the demo data all go through it. A job
/// whose id already exists is skipped; returns how many were inserted. Writes no
/// `search_outbox` row: the caller does, in the same transaction, when the index must follow.
#[cfg(feature = "sqlx")]
pub async fn insert_jobs(db: impl sqlx::PgExecutor<'_>, jobs: &[NewJob<'_>]) -> sqlx::Result<u64> {
    fn col<'j, T>(jobs: &'j [NewJob<'_>], f: impl Fn(&'j NewJob<'_>) -> T) -> Vec<T> {
        jobs.iter().map(f).collect()
    }
    let done = sqlx::query(
        "insert into jobs (id, employer_id, title, state, location, category, type, work_mode, \
            description, requirements, salary_min, salary_max, salary_frequency, gender, \
            is_blue_collar, open_positions, is_closed, created_at, updated_at) \
         select t.id, t.employer_id, t.title, t.state, t.location, t.category, t.type, \
            t.work_mode, t.description, t.requirements, t.salary_min, t.salary_max, \
            t.salary_frequency, t.gender, t.is_blue_collar, t.open_positions, t.is_closed, \
            coalesce(t.created_at, now()), coalesce(t.updated_at, t.created_at, now()) \
         from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], \
            $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::int8[], \
            $12::int8[], $13::text[], $14::text[], $15::bool[], $16::int4[], $17::bool[], \
            $18::timestamptz[], $19::timestamptz[]) \
            as t(id, employer_id, title, state, location, category, type, work_mode, \
            description, requirements, salary_min, salary_max, salary_frequency, gender, \
            is_blue_collar, open_positions, is_closed, created_at, updated_at) \
         on conflict (id) do nothing",
    )
    .bind(col(jobs, |j| j.id))
    .bind(col(jobs, |j| j.employer_id))
    .bind(col(jobs, |j| j.title))
    .bind(col(jobs, |j| j.state))
    .bind(col(jobs, |j| j.location))
    .bind(col(jobs, |j| j.category))
    .bind(col(jobs, |j| j.job_type))
    .bind(col(jobs, |j| j.work_mode))
    .bind(col(jobs, |j| j.description))
    .bind(col(jobs, |j| j.requirements))
    .bind(col(jobs, |j| j.salary_min))
    .bind(col(jobs, |j| j.salary_max))
    .bind(col(jobs, |j| j.salary_frequency))
    .bind(col(jobs, |j| j.gender))
    .bind(col(jobs, |j| j.is_blue_collar))
    .bind(col(jobs, |j| j.open_positions))
    .bind(col(jobs, |j| j.is_closed))
    .bind(col(jobs, |j| j.created_at))
    .bind(col(jobs, |j| j.updated_at))
    .execute(db)
    .await?;
    Ok(done.rows_affected())
}

/// A job as the index keeps it: everything a result card needs, so search answers from the
/// index alone. Built by the indexer from PostgreSQL.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "sqlx", derive(sqlx::FromRow))]
pub struct JobRecord {
    pub id: Uuid,
    pub employer_id: Uuid,
    pub title: String,
    pub state: IndianState,
    pub location: String,
    pub category: Category,
    pub job_type: JobType,
    pub work_mode: WorkMode,
    pub description: String,
    pub requirements: String,
    pub salary_min: Option<i64>,
    pub salary_max: Option<i64>,
    pub salary_frequency: SalaryFrequency,
    pub gender: Gender,
    pub is_blue_collar: bool,
    pub open_positions: i32,
    pub is_closed: bool,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub employer_name: String,
    pub company_name: Option<String>,
    pub company_logo: Option<String>,
    pub application_count: i64,
    /// Deleted by its employer (also closed): out of search and the employer's lists, kept
    /// for the applications and saves that point at it.
    #[serde(default)]
    pub is_removed: bool,
    /// Where it stands with moderation: only a live job is searchable.
    #[serde(default)]
    pub review: crate::catalog::Review,
    /// Its employer verified an address at the company's own domain.
    #[serde(default)]
    pub company_verified: bool,
}

impl crate::cache::Weigh for JobRecord {
    fn weigh(&self) -> usize {
        let s = |v: &Option<String>| v.as_ref().map_or(0, String::len);
        std::mem::size_of::<Self>()
            + self.title.len()
            + self.location.len()
            + self.description.len()
            + self.requirements.len()
            + self.employer_name.len()
            + s(&self.company_name)
            + s(&self.company_logo)
    }
}

impl JobRecord {
    /// Whether search, alerts and the public lists show it: open and live with moderation.
    pub fn is_searchable(&self) -> bool {
        !self.is_closed && !self.is_removed && self.review == crate::catalog::Review::Live
    }

    /// The company as shown: its name, else the employer's name.
    pub fn company(&self) -> &str {
        self.company_name.as_deref().unwrap_or(&self.employer_name)
    }

    /// Salary bounds in rupees per month (a yearly salary divided by 12).
    pub fn monthly_salary(&self) -> Option<(i64, i64)> {
        let per_year = self.salary_frequency == SalaryFrequency::PerYear;
        let m = |v: i64| if per_year { v / 12 } else { v };
        match (self.salary_min, self.salary_max) {
            (Some(a), Some(b)) => Some((m(a), m(b))),
            (Some(a), None) => Some((m(a), i64::MAX / 2)),
            (None, Some(b)) => Some((0, m(b))),
            (None, None) => None,
        }
    }

    /// The canonical city of the job's location (aliases resolved), or the text as typed.
    pub fn city(&self) -> String {
        self.canonical_city()
            .map(|c| c.name.clone())
            .unwrap_or_else(|| self.typed_city().to_string())
    }

    fn typed_city(&self) -> &str {
        self.location.split(',').next().unwrap_or("").trim()
    }

    /// Where the job is: its city's point in the places dataset (none for a place it lacks).
    pub fn point(&self) -> Option<(f64, f64)> {
        self.canonical_city().map(|c| (c.lat, c.lon))
    }

    fn canonical_city(&self) -> Option<&'static places::City> {
        places::places().canonical_city(self.typed_city())
    }
}

/// Field handles of the job schema.
#[derive(Clone, Copy, Debug)]
pub struct Fields {
    pub id: Field,
    /// The title alone (analyzed like `all`, synonym keys included), whose score is added to
    /// the keyword's: the title leads the ranking.
    pub title: Field,
    /// The job's place as typed, its city and state (the fallback of an unknown place).
    pub location_text: Field,
    /// What the keyword matches and is scored on: every text of the job (title, company,
    /// skills, category, place, description), each as its own value so no phrase spans two,
    /// and each repeated as many times as its weight (`ALL_WEIGHTS`), so BM25 over this one
    /// field weighs a word in the title above the same word in the description (BM25F). Its
    /// analyzer also marks where a phrase of a synonym group starts (`synonyms::group_key`),
    /// so a group matches with one posting list; the field's name carries a fingerprint of the
    /// synonym table, so a changed table means a rebuilt index.
    pub all: Field,
    pub title_raw: Field,
    pub category: Field,
    pub job_type: Field,
    pub work_mode: Field,
    pub gender: Field,
    pub state: Field,
    pub city: Field,
    pub blue_collar: Field,
    /// 1 when the employer verified its company's domain (`verified=true` keeps only those).
    pub verified: Field,
    pub has_salary: Field,
    pub salary_min: Field,
    pub salary_max: Field,
    pub created: Field,
    pub popularity: Field,
    /// The index's sort key: state, then city (`places::Places::sort_key`); indexed too, so a
    /// radius search asks for the keys of the cities inside its circle.
    pub place: Field,
    pub record: Field,
}

/// Names of the fast fields that filters and facets read.
pub mod names {
    pub const ID: &str = "id";
    pub const CATEGORY: &str = "category";
    pub const JOB_TYPE: &str = "type";
    pub const WORK_MODE: &str = "work_mode";
    pub const GENDER: &str = "gender";
    pub const STATE: &str = "state";
    pub const CITY: &str = "city";
    pub const BLUE_COLLAR: &str = "blue_collar";
    pub const VERIFIED: &str = "verified";
    pub const HAS_SALARY: &str = "has_salary";
    pub const SALARY_MIN: &str = "salary_min";
    pub const SALARY_MAX: &str = "salary_max";
    pub const CREATED: &str = "created";
    pub const POPULARITY: &str = "popularity";
    pub const PLACE: &str = "place";
    pub const TITLE: &str = "title";
    pub const TITLE_RAW: &str = "title_raw";
}

/// The schema and its fields.
pub fn schema() -> (Schema, Fields) {
    let mut b = Schema::builder();
    // Phrases (of synonym groups) are found by the analyzer while indexing, so no field keeps
    // positions: words and their frequencies are all a search reads.
    let all = TextOptions::default().set_indexing_options(
        TextFieldIndexing::default()
            .set_tokenizer(analyzers::ALL_ANALYZER)
            .set_index_option(IndexRecordOption::WithFreqs),
    );
    let freqs = TextOptions::default().set_indexing_options(
        TextFieldIndexing::default()
            .set_tokenizer(analyzers::ANALYZER)
            .set_index_option(IndexRecordOption::WithFreqs),
    );
    let keyword = STRING | FAST;
    let fields = Fields {
        // The id's 16 bytes, not its 36 characters of text: each job's id is a term of its
        // own, and a rebuild puts a million of them in the dictionary.
        id: b.add_bytes_field(names::ID, INDEXED),
        title: b.add_text_field(names::TITLE, all.clone()),
        location_text: b.add_text_field("location_text", freqs),
        all: b.add_text_field(&format!("all_{}", synonyms::fingerprint()), all),
        title_raw: b.add_text_field(names::TITLE_RAW, FAST),
        category: b.add_text_field(names::CATEGORY, keyword.clone()),
        job_type: b.add_text_field(names::JOB_TYPE, keyword.clone()),
        work_mode: b.add_text_field(names::WORK_MODE, keyword.clone()),
        gender: b.add_text_field(names::GENDER, keyword.clone()),
        state: b.add_text_field(names::STATE, keyword.clone()),
        city: b.add_text_field(names::CITY, keyword),
        blue_collar: b.add_u64_field(names::BLUE_COLLAR, INDEXED | FAST),
        verified: b.add_u64_field(names::VERIFIED, INDEXED),
        has_salary: b.add_u64_field(names::HAS_SALARY, INDEXED | FAST),
        // Columns only: a range query on a fast field reads the column (tantivy's
        // `RangeQuery` picks it whenever the field is fast), and nothing looks a value up by
        // term. Indexed, `created` alone held a posting list per job (nearly every time is
        // its own), which a rebuild sorted, wrote and put in a dictionary for nothing.
        salary_min: b.add_i64_field(names::SALARY_MIN, FAST),
        salary_max: b.add_i64_field(names::SALARY_MAX, FAST),
        created: b.add_i64_field(names::CREATED, FAST),
        popularity: b.add_u64_field(names::POPULARITY, FAST),
        place: b.add_u64_field(names::PLACE, INDEXED | FAST),
        record: b.add_text_field("record", STORED),
    };
    (b.build(), fields)
}

/// How many times each text of a job goes into `all`: its weight in the keyword's score.
/// Title strongest, then company, then skills and category, then place and description.
pub const ALL_WEIGHTS: Weights = Weights {
    title: 4,
    company: 3,
    skills: 2,
    category: 2,
    location: 1,
    description: 1,
};

/// Repetitions per text in `all`.
pub struct Weights {
    pub title: usize,
    pub company: usize,
    pub skills: usize,
    pub category: usize,
    pub location: usize,
    pub description: usize,
}

/// The term of a job's id (its document's key: upserts and deletes replace by it).
pub fn id_term(f: &Fields, id: Uuid) -> Term {
    Term::from_field_bytes(f.id, id.as_bytes())
}

/// The query of one job's document by its id: finds it, or leaves it out (`MustNot`).
pub fn id_query(f: &Fields, id: Uuid) -> tantivy::query::TermQuery {
    tantivy::query::TermQuery::new(id_term(f, id), tantivy::schema::IndexRecordOption::Basic)
}

/// The document of an open job.
pub fn document(f: &Fields, j: &JobRecord) -> TantivyDocument {
    let mut d = TantivyDocument::default();
    d.add_bytes(f.id, j.id.as_bytes());
    let canonical = j.canonical_city();
    let city = canonical.map_or_else(|| j.typed_city().to_string(), |c| c.name.clone());
    let w = &ALL_WEIGHTS;
    let title = text::normalize(&j.title);
    let location = format!("{} {} {}", j.location, city, j.state.as_str());
    let texts = [
        (w.title, title.as_str()),
        (w.company, &text::normalize(j.company())),
        (w.skills, &text::normalize(&j.requirements)),
        (w.category, &text::normalize(j.category.as_str())),
        (w.location, &location),
        (w.description, &text::normalize(&j.description)),
    ];
    for (times, value) in texts {
        for _ in 0..times {
            d.add_text(f.all, value);
        }
    }
    d.add_text(f.title, &title);
    d.add_text(f.location_text, &location);
    d.add_text(f.title_raw, j.title.trim());
    d.add_text(f.category, j.category.as_str());
    d.add_text(f.job_type, j.job_type.as_str());
    d.add_text(f.work_mode, j.work_mode.as_str());
    d.add_text(f.gender, j.gender.as_str());
    d.add_text(f.state, j.state.as_str());
    d.add_text(f.city, &city);
    d.add_u64(f.blue_collar, u64::from(j.is_blue_collar));
    d.add_u64(f.verified, u64::from(j.company_verified));
    match j.monthly_salary() {
        Some((lo, hi)) => {
            d.add_u64(f.has_salary, 1);
            d.add_i64(f.salary_min, lo);
            d.add_i64(f.salary_max, hi);
        }
        None => d.add_u64(f.has_salary, 0),
    }
    d.add_i64(f.created, j.created_at.timestamp());
    d.add_u64(f.popularity, j.application_count.max(0) as u64);
    d.add_u64(
        f.place,
        places::places().sort_key(j.state.as_str(), canonical),
    );
    d.add_text(
        f.record,
        serde_json::to_string(j).expect("a job record serialises"),
    );
    d
}
