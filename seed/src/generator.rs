//! The pure half of `seed`: parameters in, rows out, no I/O.
//!
//! Everything comes from two random streams named by the seed and the salt: one for the
//! accounts (demo accounts, employers, file names, the password salt) and one for the jobs,
//! so the employers do not change with `--jobs`. Dates are offsets back from `anchor`.

use std::collections::HashSet;

use chrono::{DateTime, Duration, Utc};
use kaamsetu_search::catalog::{
    self, Gender, IndianState, JobType, ProfileStatus, SalaryFrequency, WorkMode,
};
use uuid::Uuid;

use super::data::{self, CATEGORIES, CITIES, Category, INDUSTRIES, Lean, Mode, Pay, Role, Tier};
use super::files;
use super::rng::{Rng, Weighted};

/// The demo accounts' password.
pub const DEMO_PASSWORD: &str = "Demo@1234";
pub const DEMO_EMPLOYER_EMAIL: &str = "demo.employer@kaamsetu.in";
pub const DEMO_SEEKER_EMAIL: &str = "demo.seeker@kaamsetu.in";
/// How many of the jobs the demo employer owns (the first ones generated).
pub const DEMO_EMPLOYER_JOBS: usize = 10;
/// Jobs are spread over this many days before the anchor.
pub const DAYS: i64 = 60;

const STREAM_ACCOUNTS: u64 = 1;
const STREAM_JOBS: u64 = 2;

/// What to generate.
#[derive(Clone, Debug, PartialEq)]
pub struct SeedParams {
    pub jobs: usize,
    /// Generated employers, besides the demo employer.
    pub employers: usize,
    pub seed: u64,
    /// Mixed into every id so a second seeding of the same database does not collide
    /// (`seed` uses the number of jobs already there; 0 on an empty database).
    pub salt: u64,
    /// Newest possible `created_at`; jobs go back `DAYS` days from it.
    pub anchor: DateTime<Utc>,
}

/// An employer account with its company profile.
#[derive(Clone, Debug, PartialEq)]
pub struct Employer {
    pub id: Uuid,
    pub name: String,
    pub email: String,
    pub company_name: String,
    pub company_desc: String,
    /// File name under `<data-dir>/uploads`; only the demo employer has one.
    pub company_logo: Option<String>,
    pub company_location: String,
    pub industry: &'static str,
    pub created_at: DateTime<Utc>,
    industry_idx: usize,
    city_idx: usize,
}

/// The demo job seeker.
#[derive(Clone, Debug, PartialEq)]
pub struct Seeker {
    pub id: Uuid,
    pub name: String,
    pub email: String,
    pub location: String,
    pub skills: Vec<String>,
    pub status: ProfileStatus,
    pub years_of_experience: Option<i32>,
    pub education_qualification: String,
    pub resume: Option<String>,
    pub created_at: DateTime<Utc>,
}

/// Whose file it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileOwner {
    DemoEmployer,
    DemoSeeker,
}

/// A file to write under `<data-dir>/uploads` with its `uploads` row.
#[derive(Clone, Debug, PartialEq)]
pub struct SeedFile {
    pub filename: String,
    pub kind: &'static str,
    pub content_type: &'static str,
    pub bytes: Vec<u8>,
    pub owner: FileOwner,
}

/// A job row; `employer` indexes `SeedData::employers`.
#[derive(Clone, Debug, PartialEq)]
pub struct Job {
    pub id: Uuid,
    pub employer: usize,
    pub title: String,
    pub state: IndianState,
    pub location: &'static str,
    pub category: catalog::Category,
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
}

/// Everything `seed` inserts.
#[derive(Clone, Debug, PartialEq)]
pub struct SeedData {
    /// The demo employer first, then the generated ones.
    pub employers: Vec<Employer>,
    pub seeker: Seeker,
    pub files: Vec<SeedFile>,
    /// Salt of the one argon2id hash every account shares.
    pub password_salt: [u8; 16],
    pub jobs: Vec<Job>,
}

/// Generates the whole data set in memory.
pub fn generate(params: &SeedParams) -> SeedData {
    let (mut data, jobs) = plan(params);
    data.jobs = jobs.collect();
    data
}

/// The accounts, and the jobs as a stream (the same jobs `generate` collects), so a large
/// seeding can insert while it generates.
pub fn plan(params: &SeedParams) -> (SeedData, JobStream) {
    let mut rng = Rng::new(params.seed, params.salt, STREAM_ACCOUNTS);
    let anchor = params.anchor;
    let city_w = Weighted::new(CITIES.iter().map(|c| c.weight));
    let industry_w = Weighted::new(INDUSTRIES.iter().map(|i| i.weight));

    let demo_city = city_index("Bengaluru");
    let logo = format!("{}.png", rng.hex32());
    let demo = Employer {
        id: rng.uuid(),
        name: "Meera Kulkarni".into(),
        email: DEMO_EMPLOYER_EMAIL.into(),
        company_name: "Tarangini Digital Solutions Pvt Ltd".into(),
        company_desc: "Tarangini Digital Solutions is an IT services company headquartered in \
            Bengaluru, Karnataka. Founded in 2012, it builds web and mobile products for \
            retailers, lenders and logistics firms across India. Our 350 engineers, designers \
            and analysts work from Bengaluru and Pune, with hybrid working for most teams."
            .into(),
        company_logo: Some(logo.clone()),
        company_location: "Bengaluru, Karnataka".into(),
        industry: INDUSTRIES[0].name,
        created_at: anchor - Duration::days(90),
        industry_idx: 0,
        city_idx: demo_city,
    };
    let resume = format!("{}.pdf", rng.hex32());
    let seeker = Seeker {
        id: rng.uuid(),
        name: "Rohan Verma".into(),
        email: DEMO_SEEKER_EMAIL.into(),
        location: "Pune".into(),
        skills: [
            "React",
            "TypeScript",
            "Node.js",
            "PostgreSQL",
            "REST APIs",
            "Git",
        ]
        .map(String::from)
        .to_vec(),
        status: ProfileStatus::Experienced,
        years_of_experience: Some(3),
        education_qualification: "B.E. in Computer Engineering".into(),
        resume: Some(resume.clone()),
        created_at: anchor - Duration::days(90),
    };
    let files = vec![
        SeedFile {
            filename: logo,
            kind: "image",
            content_type: "image/png",
            bytes: files::logo_png([0x0f, 0x76, 0x6e], [0xf5, 0x9e, 0x0b]),
            owner: FileOwner::DemoEmployer,
        },
        SeedFile {
            filename: resume,
            kind: "document",
            content_type: "application/pdf",
            bytes: files::resume_pdf(&[
                "Rohan Verma",
                "Full Stack Developer - Pune, Maharashtra - demo.seeker@kaamsetu.in",
                "",
                "Experience: 3 years building web applications with React, TypeScript and Node.js.",
                "Skills: React, TypeScript, Node.js, PostgreSQL, REST APIs, Git.",
                "Education: B.E. in Computer Engineering.",
                "(Demo profile generated by KaamSetu.)",
            ]),
            owner: FileOwner::DemoSeeker,
        },
    ];
    let password_salt = rng.bytes::<16>();

    let mut employers = Vec::with_capacity(params.employers + 1);
    employers.push(demo);
    let mut names = HashSet::new();
    let mut slugs = HashSet::new();
    for _ in 0..params.employers {
        let industry_idx = industry_w.pick(&mut rng);
        let city_idx = city_w.pick(&mut rng);
        employers.push(employer(
            &mut rng,
            anchor,
            industry_idx,
            city_idx,
            &mut names,
            &mut slugs,
        ));
    }

    let stream = JobStream {
        rng: Rng::new(params.seed, params.salt, STREAM_JOBS),
        total: params.jobs,
        next: 0,
        anchor,
        employers: employers
            .iter()
            .map(|e| EmployerMeta {
                company: e.company_name.clone(),
                industry: e.industry_idx,
                city: e.city_idx,
            })
            .collect(),
        city_w,
        category_w: Weighted::new(CATEGORIES.iter().map(|c| c.weight)),
        // blue-collar roles are posted in larger numbers than their share of titles
        role_w: CATEGORIES
            .iter()
            .map(|c| {
                Weighted::new(
                    c.roles
                        .iter()
                        .map(|r| if r.is_blue_collar() { 2 } else { 1 }),
                )
            })
            .collect(),
    };
    let data = SeedData {
        employers,
        seeker,
        files,
        password_salt,
        jobs: Vec::new(),
    };
    (data, stream)
}

fn city_index(name: &str) -> usize {
    CITIES
        .iter()
        .position(|c| c.name == name)
        .expect("city in the table")
}

fn category_index(name: catalog::Category) -> usize {
    CATEGORIES
        .iter()
        .position(|c| c.name == name)
        .expect("category in the table")
}

fn slugify(s: &str) -> String {
    let mut out = String::new();
    for ch in s.chars() {
        if ch.is_ascii_alphanumeric() {
            out.push(ch.to_ascii_lowercase());
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_string()
}

fn person(rng: &mut Rng) -> String {
    let first = if rng.chance(0.5) {
        rng.pick(data::FIRST_NAMES_FEMALE)
    } else {
        rng.pick(data::FIRST_NAMES_MALE)
    };
    format!("{first} {}", rng.pick(data::SURNAMES))
}

/// Indian digit grouping: 1,20,000.
fn indian(n: u64) -> String {
    let s = n.to_string();
    if s.len() <= 3 {
        return s;
    }
    let (head, last3) = s.split_at(s.len() - 3);
    let mut groups = Vec::new();
    let mut rest = head;
    while rest.len() > 2 {
        let (a, b) = rest.split_at(rest.len() - 2);
        groups.push(b);
        rest = a;
    }
    groups.push(rest);
    groups.reverse();
    format!("{},{last3}", groups.join(","))
}

fn employer(
    rng: &mut Rng,
    anchor: DateTime<Utc>,
    industry_idx: usize,
    city_idx: usize,
    names: &mut HashSet<String>,
    slugs: &mut HashSet<String>,
) -> Employer {
    let industry = &INDUSTRIES[industry_idx];
    let city = &CITIES[city_idx];
    // Unique base names while the word list lasts, then the city tells them apart.
    let mut attempt = 0;
    let base = loop {
        let candidate = format!(
            "{} {}",
            rng.pick(data::NAME_WORDS),
            rng.pick(industry.nouns)
        );
        let candidate = match attempt {
            0..12 => candidate,
            12 => format!("{candidate} {}", city.name),
            n => format!("{candidate} {}", n - 11),
        };
        if names.insert(candidate.clone()) {
            break candidate;
        }
        attempt += 1;
    };
    let suffix = if industry.legal {
        [" Pvt Ltd", " Pvt Ltd", " Private Limited", " LLP", ""][rng.below(5)]
    } else {
        ""
    };
    let company_name = format!("{base}{suffix}");
    let mut slug = slugify(&base);
    if !slugs.insert(slug.clone()) {
        slug = (2..)
            .map(|n| format!("{slug}-{n}"))
            .find(|s| slugs.insert(s.clone()))
            .expect("a free slug");
    }
    let email = format!("{}@{slug}.example.in", rng.pick(data::MAILBOXES));
    let founded = 1975 + rng.below(48);
    let staff = [40u64, 75, 120, 250, 400, 800, 1200, 2500, 6000, 15000][rng.below(10)];
    let offices = if staff >= 800 {
        format!(" across {} offices in India", 3 + rng.below(12))
    } else {
        String::new()
    };
    let company_desc = format!(
        "{base} is {phrase} headquartered in {city}, {state}. Founded in {founded}, it {blurb}. \
         Today the company employs about {staff} people{offices}. {closing}",
        phrase = industry.phrase,
        city = city.name,
        state = city.state,
        blurb = rng.pick(industry.blurbs),
        staff = indian(staff),
        closing = rng.pick(&[
            "We hire for attitude and train for skill.",
            "We believe in growing talent from within.",
            "Most of our managers started with us as freshers.",
            "We are an equal opportunity employer.",
        ]),
    );
    let created_at =
        anchor - Duration::days(DAYS) - Duration::seconds((rng.unit() * 400.0 * 86_400.0) as i64);
    Employer {
        id: rng.uuid(),
        name: person(rng),
        email,
        company_name,
        company_desc,
        company_logo: None,
        company_location: format!("{}, {}", city.name, city.state),
        industry: industry.name,
        created_at,
        industry_idx,
        city_idx,
    }
}

struct EmployerMeta {
    company: String,
    industry: usize,
    city: usize,
}

/// The jobs of a plan, generated one at a time.
pub struct JobStream {
    rng: Rng,
    total: usize,
    next: usize,
    anchor: DateTime<Utc>,
    employers: Vec<EmployerMeta>,
    city_w: Weighted,
    category_w: Weighted,
    role_w: Vec<Weighted>,
}

impl JobStream {
    /// How many jobs are left.
    pub fn remaining(&self) -> usize {
        self.total - self.next
    }
}

impl Iterator for JobStream {
    type Item = Job;

    fn next(&mut self) -> Option<Job> {
        if self.next >= self.total {
            return None;
        }
        let i = self.next;
        self.next += 1;
        Some(self.job(i))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.remaining(), Some(self.remaining()))
    }
}

/// The demo employer's jobs, in this order.
const DEMO_CATEGORIES: [catalog::Category; DEMO_EMPLOYER_JOBS] = [
    catalog::Category::WebDevelopment,
    catalog::Category::MobileDevelopment,
    catalog::Category::UIUXDesign,
    catalog::Category::DataScience,
    catalog::Category::Development,
    catalog::Category::QualityAssurance,
    catalog::Category::DigitalMarketing,
    catalog::Category::CustomerService,
    catalog::Category::HumanResource,
    catalog::Category::ContentWriting,
];

#[derive(Clone, Copy, PartialEq, Eq)]
enum Level {
    Fresher,
    Junior,
    Mid,
    Senior,
    Lead,
}

impl Level {
    fn band(self) -> (f64, f64) {
        match self {
            Level::Fresher => (0.0, 0.2),
            Level::Junior => (0.1, 0.35),
            Level::Mid => (0.3, 0.6),
            Level::Senior => (0.55, 0.85),
            Level::Lead => (0.8, 1.0),
        }
    }
}

fn round_to(x: f64, step: i64) -> i64 {
    (x / step as f64).round() as i64 * step
}

/// "a" or "an" before a title, by how it is read aloud (an SEO…, a UI/UX…, an Underwriter).
fn article(title: &str) -> &'static str {
    let first = title.split_whitespace().next().unwrap_or("");
    let letters: String = first.chars().filter(char::is_ascii_alphabetic).collect();
    let Some(c) = letters.chars().next().map(|c| c.to_ascii_uppercase()) else {
        return "a";
    };
    let acronym = letters.len() >= 2 && letters.chars().all(|c| c.is_ascii_uppercase());
    let an = if first.starts_with('.') {
        false
    } else if acronym {
        "AEFHILMNORSX".contains(c)
    } else {
        "AEIO".contains(c) || (c == 'U' && !first.starts_with("Uni") && !first.starts_with("Us"))
    };
    if an { "an" } else { "a" }
}

/// Whether "Senior " or "Junior " may go in front of the title.
fn takes_prefix(title: &str) -> bool {
    const HAS_RANK: [&str; 9] = [
        "Senior", "Junior", "Lead", "Head", "Manager", "Director", "Chief", "Intern", "Trainee",
    ];
    !HAS_RANK.iter().any(|w| title.contains(w))
}

/// Whether "<title> Intern" reads naturally.
fn takes_intern(title: &str) -> bool {
    const ROLES: [&str; 8] = [
        "Developer",
        "Designer",
        "Engineer",
        "Analyst",
        "Writer",
        "Executive",
        "Editor",
        "Researcher",
    ];
    takes_prefix(title) && ROLES.iter().any(|r| title.ends_with(r))
}

impl JobStream {
    fn job(&mut self, i: usize) -> Job {
        let rng = &mut self.rng;
        let demo_jobs = DEMO_EMPLOYER_JOBS.min(self.total);
        let generated = self.employers.len() - 1;
        let employer = if i < demo_jobs || generated == 0 {
            0
        } else {
            // A few big recruiters post many jobs, most employers a handful.
            let u = rng.unit();
            1 + ((generated as f64 * u * u.sqrt()) as usize).min(generated - 1)
        };
        let meta = &self.employers[employer];
        let industry = &INDUSTRIES[meta.industry];
        let category_idx = if i < demo_jobs {
            category_index(DEMO_CATEGORIES[i])
        } else if i - demo_jobs < CATEGORIES.len() {
            // every category appears as soon as there are enough jobs
            i - demo_jobs
        } else if rng.chance(0.7) {
            // an industry's first category is its core business: twice the share
            let k = rng.below(industry.categories.len() + 1);
            category_index(industry.categories[k % industry.categories.len()])
        } else {
            self.category_w.pick(rng)
        };
        let category = &CATEGORIES[category_idx];
        let role = &category.roles[self.role_w[category_idx].pick(rng)];
        let city_idx = if rng.chance(0.55) {
            meta.city
        } else {
            self.city_w.pick(rng)
        };
        let city = &CITIES[city_idx];
        let blue = role.is_blue_collar();

        let job_type = if blue {
            if rng.chance(0.16) {
                JobType::PartTime
            } else {
                JobType::FullTime
            }
        } else {
            match rng.unit() {
                x if x < 0.09 => JobType::Internship,
                // managers and leads are hired full-time
                x if x < 0.14 && takes_prefix(role.title) => JobType::PartTime,
                x if x < 0.22 && category.freelance && takes_prefix(role.title) => {
                    JobType::Freelance
                }
                // a fixed-term contract (the same draw, so the rest of the data stays as it was)
                x if x > 0.96 && takes_prefix(role.title) => JobType::Contract,
                _ => JobType::FullTime,
            }
        };
        let mut work_mode = match role.mode {
            Mode::Site => WorkMode::OnSite,
            Mode::Field => {
                if rng.chance(0.1) {
                    WorkMode::Hybrid
                } else {
                    WorkMode::OnSite
                }
            }
            Mode::Office => match rng.unit() {
                x if x < 0.65 => WorkMode::OnSite,
                x if x < 0.9 => WorkMode::Hybrid,
                _ => WorkMode::Remote,
            },
            Mode::Tech => match rng.unit() {
                x if x < 0.35 => WorkMode::OnSite,
                x if x < 0.75 => WorkMode::Hybrid,
                _ => WorkMode::Remote,
            },
        };
        if job_type == JobType::Freelance && role.mode != Mode::Site && rng.chance(0.7) {
            work_mode = WorkMode::Remote;
        }
        let level = match rng.below(100) {
            0..25 => Level::Fresher,
            25..55 => Level::Junior,
            55..82 => Level::Mid,
            82..95 => Level::Senior,
            _ => Level::Lead,
        };

        let title = if job_type == JobType::Internship {
            if takes_intern(role.title) {
                format!("{} Intern", role.title)
            } else {
                category.intern.to_string()
            }
        } else if blue || !takes_prefix(role.title) {
            role.title.to_string()
        } else {
            match level {
                Level::Senior => format!("Senior {}", role.title),
                Level::Lead
                    if role.title.ends_with("Developer") || role.title.ends_with("Engineer") =>
                {
                    format!("Lead {}", role.title)
                }
                Level::Lead => format!("Senior {}", role.title),
                Level::Fresher if takes_intern(role.title) && rng.chance(0.3) => {
                    format!("Junior {}", role.title)
                }
                _ => role.title.to_string(),
            }
        };

        let (salary_min, salary_max, salary_frequency) =
            salary(rng, role, city.tier, job_type, level, work_mode);
        let (salary_min, salary_max) = if rng.chance(0.03) {
            (None, None)
        } else {
            (Some(salary_min), Some(salary_max))
        };

        let gender = match (role.lean, rng.unit()) {
            (Lean::Female, x) if x < 0.35 => Gender::Female,
            (Lean::Male, x) if x < 0.35 => Gender::Male,
            (Lean::Any, x) if x < 0.02 => Gender::Female,
            (Lean::Any, x) if x < 0.03 => Gender::Male,
            _ => Gender::Both,
        };
        let u = rng.unit();
        let open_positions = if blue {
            1 + (u * u * u * 50.0) as i32
        } else if job_type == JobType::Internship {
            1 + (u * u * 10.0) as i32
        } else {
            1 + (u * u * u * u * 15.0) as i32
        }
        .min(50);
        let is_closed = if i < demo_jobs {
            i == DEMO_EMPLOYER_JOBS - 1
        } else {
            rng.chance(0.08)
        };

        // Skewed towards recent days, never after the anchor.
        let u = rng.unit();
        let age = (DAYS as f64 * 86_400.0 * u * u.sqrt().sqrt()) as i64;
        let created_at = self.anchor - Duration::seconds(age);
        let updated_at = if is_closed {
            created_at + Duration::seconds((rng.unit() * age as f64) as i64)
        } else if rng.chance(0.3) {
            created_at + Duration::seconds((rng.unit() * age.min(7 * 86_400) as f64) as i64)
        } else {
            created_at
        };

        let description = describe(
            rng, meta, industry, category, role, &title, city, job_type, work_mode, blue,
        );
        let requirements = requirements(rng, role, job_type, level, blue);

        Job {
            id: rng.uuid(),
            employer,
            title,
            state: city.state,
            location: city.name,
            category: category.name,
            job_type,
            work_mode,
            description,
            requirements,
            salary_min,
            salary_max,
            salary_frequency,
            gender,
            is_blue_collar: blue,
            open_positions,
            is_closed,
            created_at,
            updated_at,
        }
    }
}

/// Rupees: blue-collar ₹10,000–₹35,000 a month; white-collar full-time ₹2.5 L–₹40 L a year
/// by seniority; interns, part-timers and freelancers a month. Metros pay more.
fn salary(
    rng: &mut Rng,
    role: &Role,
    tier: Tier,
    job_type: JobType,
    level: Level,
    work_mode: WorkMode,
) -> (i64, i64, SalaryFrequency) {
    match role.pay {
        Pay::Month(lo, hi) => {
            let factor = match tier {
                Tier::Metro => 1.15,
                Tier::Large => 1.0,
                Tier::Small => 0.92,
            };
            let part = if job_type == JobType::PartTime {
                rng.between(0.6, 0.8)
            } else {
                1.0
            };
            let base = (lo as f64 + (hi - lo) as f64 * rng.between(0.0, 0.6)) * 1000.0;
            let min = round_to(base * factor * part, 500).clamp(10_000, 33_000);
            let max = round_to(min as f64 * rng.between(1.1, 1.4), 500).clamp(min + 500, 35_000);
            (min, max, SalaryFrequency::PerMonth)
        }
        Pay::Year(lo, hi) => {
            let factor = match tier {
                Tier::Metro => 1.2,
                Tier::Large => 1.0,
                Tier::Small => 0.9,
            };
            if job_type == JobType::Internship {
                let tech = if role.mode == Mode::Tech { 1.3 } else { 1.0 };
                let remote = if work_mode == WorkMode::Remote {
                    0.9
                } else {
                    1.0
                };
                let min = round_to(
                    rng.between(5.0, 15.0) * 1000.0 * factor * tech * remote,
                    1000,
                )
                .clamp(5_000, 25_000);
                let max = (min + 1000 * (2 + rng.below(7)) as i64).min(30_000);
                return (min, max, SalaryFrequency::PerMonth);
            }
            let (a, b) = level.band();
            let yearly = (lo as f64 + (hi - lo) as f64 * rng.between(a, b))
                * 1000.0
                * factor
                * rng.between(0.95, 1.05);
            match job_type {
                JobType::PartTime | JobType::Freelance => {
                    let share = if job_type == JobType::PartTime {
                        rng.between(0.45, 0.6)
                    } else {
                        rng.between(0.5, 0.9)
                    };
                    let min = round_to(yearly / 12.0 * share, 500).clamp(5_000, 180_000);
                    let max = round_to(min as f64 * rng.between(1.15, 1.4), 500)
                        .clamp(min + 500, 200_000);
                    (min, max, SalaryFrequency::PerMonth)
                }
                JobType::FullTime | JobType::Internship | JobType::Contract => {
                    let step = if yearly < 1_000_000.0 { 10_000 } else { 50_000 };
                    let min = round_to(yearly, step).clamp(250_000, 3_800_000);
                    let max = round_to(min as f64 * rng.between(1.15, 1.5), step)
                        .clamp(min + step, 4_000_000);
                    (min, max, SalaryFrequency::PerYear)
                }
            }
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn describe(
    rng: &mut Rng,
    employer: &EmployerMeta,
    industry: &data::Industry,
    category: &Category,
    role: &Role,
    title: &str,
    city: &data::City,
    job_type: JobType,
    work_mode: WorkMode,
    blue: bool,
) -> String {
    let company = &employer.company;
    let hq = CITIES[employer.city].name;
    let c = city.name;
    let a = article(title);
    let mut s = match rng.below(4) {
        0 => format!("{company} is hiring {a} {title} for its {c} team."),
        1 => format!("{company} is looking for {a} {title} to join its team in {c}."),
        2 => format!(
            "{company}, {} based in {hq}, has an opening for {a} {title} in {c}.",
            industry.phrase
        ),
        _ => format!("Join {company} as {a} {title} in {c}."),
    };
    let duties = rng.sample(category.duties, 3);
    s.push_str(&format!(
        " In this role you will {}, {} and {}.",
        duties[0], duties[1], duties[2]
    ));
    let skills = rng.sample(role.skills, 2);
    s.push(' ');
    s.push_str(&match rng.below(3) {
        0 => format!(
            "Hands-on experience with {} and {} will help you hit the ground running.",
            skills[0], skills[1]
        ),
        1 => format!(
            "You should be comfortable with {} and {}.",
            skills[0], skills[1]
        ),
        _ => format!(
            "We value practical knowledge of {} and {}.",
            skills[0], skills[1]
        ),
    });
    s.push(' ');
    s.push_str(&match (work_mode, rng.chance(0.5)) {
        (WorkMode::Remote, true) => {
            "This is a fully remote role; you can work from anywhere in India.".to_string()
        }
        (WorkMode::Remote, false) => {
            format!("You will work from home, with an occasional team meet-up in {c}.")
        }
        (WorkMode::Hybrid, true) => format!(
            "This is a hybrid role: three days a week at our {c} office, the rest from home."
        ),
        (WorkMode::Hybrid, false) => {
            format!("Hybrid working, with two or three office days a week in {c}.")
        }
        (_, true) if role.mode == Mode::Field => {
            format!("This is a field role covering {c} and nearby areas.")
        }
        (_, false) if role.mode == Mode::Field => {
            format!("You will spend most days in the field around {c}.")
        }
        (_, true) if blue || role.mode == Mode::Site => format!("The job is based in {c}."),
        (_, false) if blue || role.mode == Mode::Site => format!("You will work on-site in {c}."),
        (_, true) => format!("This is a work-from-office role at our {c} office."),
        (_, false) => format!("You will work from our {c} office."),
    });
    match job_type {
        JobType::PartTime => s.push_str(" It is a part-time position with flexible shifts."),
        JobType::Internship => s.push_str(&format!(
            " The internship runs for {} months, comes with a certificate, and strong interns \
             get a full-time offer.",
            rng.pick(&[3, 6])
        )),
        JobType::Freelance => s.push_str(
            " It is a freelance engagement paid per milestone, with room for a long-term contract.",
        ),
        JobType::FullTime | JobType::Contract => {
            if rng.chance(0.5) {
                s.push_str(" It is a full-time, permanent position.");
            }
        }
    }
    let perks = rng.sample(
        if blue {
            data::PERKS_BLUE
        } else {
            data::PERKS_WHITE
        },
        2,
    );
    s.push_str(&format!(" We offer {} and {}.", perks[0], perks[1]));
    s.push(' ');
    s.push_str(&match rng.below(4) {
        0 => "Apply through KaamSetu and our hiring team will get back to you within a week."
            .to_string(),
        1 => {
            "Shortlisted candidates will be invited for an interview through KaamSetu.".to_string()
        }
        2 => "Apply on KaamSetu; we read every application.".to_string(),
        _ => format!("Interviews are held at our {hq} office or over a video call."),
    });
    s
}

fn requirements(rng: &mut Rng, role: &Role, job_type: JobType, level: Level, blue: bool) -> String {
    let k = 3 + rng.below(2);
    let skills: Vec<&str> = rng.sample(role.skills, k).into_iter().copied().collect();
    let experience = if job_type == JobType::Internship {
        "final-year students and recent graduates".to_string()
    } else if blue {
        rng.pick(&[
            "freshers can apply",
            "6 months+ experience",
            "1+ years experience",
            "2+ years experience",
        ])
        .to_string()
    } else {
        match level {
            Level::Fresher => "freshers welcome".to_string(),
            Level::Junior => format!("{}+ years", 1 + rng.below(2)),
            Level::Mid => format!("{}+ years", 3 + rng.below(3)),
            Level::Senior => format!("{}+ years", 6 + rng.below(3)),
            Level::Lead => format!("{}+ years", 10 + rng.below(3)),
        }
    };
    format!("{}; {experience}", skills.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;
    use kaamsetu_search::catalog;
    use std::collections::{HashMap, HashSet};

    fn params(jobs: usize, employers: usize, seed: u64) -> SeedParams {
        SeedParams {
            jobs,
            employers,
            seed,
            salt: 0,
            anchor: Utc.with_ymd_and_hms(2025, 3, 1, 0, 0, 0).unwrap(),
        }
    }

    /// A run of 7+ digits (spaces, dashes and a leading + allowed), the shape of a phone number.
    fn has_phone(s: &str) -> bool {
        let mut digits = 0;
        for ch in s.chars() {
            match ch {
                '0'..='9' => {
                    digits += 1;
                    if digits >= 7 {
                        return true;
                    }
                }
                ' ' | '-' | '+' if digits > 0 => {}
                _ => digits = 0,
            }
        }
        false
    }

    #[test]
    fn same_arguments_same_data_and_another_seed_differs() {
        let a = generate(&params(500, 30, 42));
        let b = generate(&params(500, 30, 42));
        assert_eq!(a, b);
        let c = generate(&params(500, 30, 43));
        assert_ne!(a.jobs[20].id, c.jobs[20].id);
        assert_ne!(a.employers[1].email, c.employers[1].email);
        let mut salted = params(500, 30, 42);
        salted.salt = 500;
        let d = generate(&salted);
        assert!(a.jobs.iter().zip(&d.jobs).all(|(x, y)| x.id != y.id));
        // employers do not depend on the number of jobs
        assert_eq!(generate(&params(50, 30, 42)).employers, a.employers);
    }

    #[test]
    fn the_stream_yields_what_generate_collects() {
        let p = params(300, 10, 9);
        let (_, stream) = plan(&p);
        assert_eq!(stream.collect::<Vec<_>>(), generate(&p).jobs);
    }

    #[test]
    fn coverage_and_catalog_values_at_3000() {
        let d = generate(&params(3000, 150, 42));
        assert_eq!(d.jobs.len(), 3000);
        assert_eq!(d.employers.len(), 151);
        let cats: HashSet<_> = d.jobs.iter().map(|j| j.category.as_str()).collect();
        assert_eq!(cats.len(), catalog::CATEGORIES.len());
        let types: HashSet<_> = d.jobs.iter().map(|j| j.job_type.as_str()).collect();
        assert_eq!(types.len(), catalog::JOB_TYPES.len());
        let modes: HashSet<_> = d.jobs.iter().map(|j| j.work_mode.as_str()).collect();
        assert_eq!(modes.len(), catalog::WORK_MODES.len());
        let genders: HashSet<_> = d.jobs.iter().map(|j| j.gender.as_str()).collect();
        assert_eq!(genders.len(), catalog::GENDERS.len());
        for j in &d.jobs {
            assert!(catalog::CATEGORIES.contains(&j.category.as_str()));
            assert!(catalog::JOB_TYPES.contains(&j.job_type.as_str()));
            assert!(catalog::WORK_MODES.contains(&j.work_mode.as_str()));
            assert!(catalog::GENDERS.contains(&j.gender.as_str()));
            assert!(catalog::STATES.contains(&j.state.as_str()));
            assert!(catalog::SALARY_FREQUENCIES.contains(&j.salary_frequency.as_str()));
            let city = CITIES.iter().find(|c| c.name == j.location).unwrap();
            assert_eq!(city.state, j.state);
            assert!((1..=50).contains(&j.open_positions));
            assert!(!j.title.is_empty() && j.title.chars().count() <= 200);
            assert!(j.employer < d.employers.len());
        }
        let ids: HashSet<_> = d.jobs.iter().map(|j| j.id).collect();
        assert_eq!(ids.len(), d.jobs.len());
        let emails: HashSet<_> = d.employers.iter().map(|e| &e.email).collect();
        assert_eq!(emails.len(), d.employers.len());
        let names: HashSet<_> = d.employers.iter().map(|e| &e.company_name).collect();
        assert_eq!(names.len(), d.employers.len());
    }

    #[test]
    fn salaries_fit_the_role() {
        let d = generate(&params(3000, 150, 42));
        let mut hidden = 0;
        for j in &d.jobs {
            let (Some(min), Some(max)) = (j.salary_min, j.salary_max) else {
                assert_eq!((j.salary_min, j.salary_max), (None, None));
                hidden += 1;
                continue;
            };
            assert!(max > min, "{j:?}");
            if j.is_blue_collar {
                assert_eq!(j.salary_frequency.as_str(), "per month");
                assert!(min >= 10_000 && max <= 35_000, "{j:?}");
            } else if j.job_type.as_str() == "Internship" {
                assert_eq!(j.salary_frequency.as_str(), "per month");
                assert!(min >= 5_000 && max <= 30_000, "{j:?}");
            } else if j.job_type.as_str() == "Full-Time" || j.job_type.as_str() == "Contract" {
                assert_eq!(j.salary_frequency.as_str(), "per year");
                assert!(min >= 250_000 && max <= 4_000_000, "{j:?}");
            } else {
                assert_eq!(j.salary_frequency.as_str(), "per month");
                assert!(min >= 5_000 && max <= 200_000, "{j:?}");
            }
        }
        assert!((30..=180).contains(&hidden), "{hidden} without salary");
        // metros pay more for the same role
        let avg = |metro: bool| {
            let v: Vec<i64> = d
                .jobs
                .iter()
                .filter(|j| j.title == "Delivery Executive" && j.job_type.as_str() == "Full-Time")
                .filter(|j| {
                    let t = CITIES.iter().find(|c| c.name == j.location).unwrap().tier;
                    (t == Tier::Metro) == metro
                })
                .filter_map(|j| j.salary_min)
                .collect();
            v.iter().sum::<i64>() / v.len().max(1) as i64
        };
        assert!(avg(true) > avg(false));
    }

    #[test]
    fn plausible_modes_types_and_shares() {
        let d = generate(&params(3000, 150, 42));
        let n = d.jobs.len() as f64;
        for j in &d.jobs {
            if j.title.contains("Driver") || j.title.contains("Delivery") {
                assert_ne!(j.work_mode.as_str(), "Remote", "{}", j.title);
                assert!(j.is_blue_collar);
            }
            if j.is_blue_collar {
                assert!(j.job_type.as_str() == "Full-Time" || j.job_type.as_str() == "Part-Time");
            }
            if j.job_type.as_str() == "Internship" {
                assert!(
                    j.title.contains("Intern") || j.title.contains("Trainee"),
                    "{}",
                    j.title
                );
            }
            assert!(!has_phone(&j.description), "{}", j.description);
            assert!(j.description.len() > 200);
            assert!(j.requirements.contains("; "));
        }
        let share = |f: &dyn Fn(&Job) -> bool| d.jobs.iter().filter(|j| f(j)).count() as f64 / n;
        let closed = share(&|j| j.is_closed);
        assert!((0.05..0.11).contains(&closed), "{closed}");
        let both = share(&|j| j.gender.as_str() == "Both");
        assert!(both > 0.8, "{both}");
        let full = share(&|j| j.job_type.as_str() == "Full-Time");
        assert!(full > 0.65, "{full}");
        let blue = share(&|j| j.is_blue_collar);
        assert!((0.15..0.5).contains(&blue), "{blue}");
        let metro =
            share(&|j| CITIES.iter().find(|c| c.name == j.location).unwrap().tier == Tier::Metro);
        assert!(metro > 0.5, "{metro}");
        let few = share(&|j| j.open_positions <= 5);
        assert!(few > 0.6, "{few}");
        assert!(d.jobs.iter().any(|j| j.title.starts_with("Senior ")));
        assert!(d.jobs.iter().any(|j| j.title.contains(".NET")));
    }

    #[test]
    fn dates_stay_within_sixty_days_of_the_anchor() {
        let p = params(3000, 150, 42);
        let d = generate(&p);
        for j in &d.jobs {
            assert!(j.created_at <= p.anchor && j.created_at > p.anchor - Duration::days(DAYS));
            assert!(j.updated_at >= j.created_at && j.updated_at <= p.anchor);
        }
        for e in &d.employers {
            assert!(e.created_at < p.anchor - Duration::days(DAYS) + Duration::days(31));
        }
        let recent = d
            .jobs
            .iter()
            .filter(|j| j.created_at > p.anchor - Duration::days(7))
            .count();
        assert!(recent > 300, "{recent} in the last week");
    }

    #[test]
    fn demo_accounts_and_employers() {
        let d = generate(&params(3000, 150, 42));
        let demo = &d.employers[0];
        assert_eq!(demo.email, DEMO_EMPLOYER_EMAIL);
        assert!(demo.company_logo.is_some());
        let logo = d
            .files
            .iter()
            .find(|f| f.owner == FileOwner::DemoEmployer)
            .unwrap();
        assert_eq!(Some(&logo.filename), demo.company_logo.as_ref());
        assert!(logo.filename.len() == 36 && logo.filename.ends_with(".png"));
        assert!(
            logo.filename[..32]
                .chars()
                .all(|c| matches!(c, '0'..='9' | 'a'..='f'))
        );
        let demo_jobs: Vec<_> = d.jobs.iter().filter(|j| j.employer == 0).collect();
        assert_eq!(demo_jobs.len(), DEMO_EMPLOYER_JOBS);
        assert_eq!(demo_jobs.iter().filter(|j| j.is_closed).count(), 1);
        assert_eq!(d.seeker.email, DEMO_SEEKER_EMAIL);
        assert!(!d.seeker.skills.is_empty());
        let mut per_employer: HashMap<usize, usize> = HashMap::new();
        for j in &d.jobs {
            *per_employer.entry(j.employer).or_default() += 1;
        }
        assert!(
            per_employer.len() > 140,
            "{} employers with jobs",
            per_employer.len()
        );
        for e in &d.employers[1..] {
            assert!(e.email.ends_with(".example.in") && e.email == e.email.to_lowercase());
            assert!((2..=100).contains(&e.name.chars().count()));
            assert!(
                e.company_desc
                    .contains(e.company_location.split(',').next().unwrap())
            );
            assert!(!has_phone(&e.company_desc));
        }
    }

    #[test]
    fn many_employers_keep_unique_names_and_emails() {
        let d = generate(&params(0, 5000, 1));
        let names: HashSet<_> = d.employers.iter().map(|e| &e.company_name).collect();
        let emails: HashSet<_> = d.employers.iter().map(|e| &e.email).collect();
        assert_eq!(names.len(), d.employers.len());
        assert_eq!(emails.len(), d.employers.len());
    }

    #[test]
    fn articles_and_grouping() {
        for (t, a) in [
            ("SEO Specialist", "an"),
            ("UI/UX Designer", "a"),
            ("Underwriter", "an"),
            (".NET Developer", "a"),
            ("HR Executive", "an"),
            ("iOS Developer", "an"),
            ("C++ Developer", "a"),
            ("E-commerce Executive", "an"),
            ("PHP Developer", "a"),
            ("Truck Driver", "a"),
        ] {
            assert_eq!(article(t), a, "{t}");
        }
        assert_eq!(indian(120_000), "1,20,000");
        assert_eq!(indian(15_000), "15,000");
        assert_eq!(indian(800), "800");
        assert_eq!(
            slugify("Navrang Logistics (Pune)"),
            "navrang-logistics-pune"
        );
    }
}
