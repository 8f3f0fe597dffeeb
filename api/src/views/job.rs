//! A job as cards and pages show it, and the spec's salary text.

use std::borrow::Cow;

use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;

use super::{
    ApplicationStatus, Category, Gender, IndianState, JobStatus, JobType, Review, SalaryFrequency,
    ViewerApplicationStatus, WorkMode, YesNo,
};
use crate::store::jobs::JobRow;

/// The employer side of a job, as cards show it.
#[derive(Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobCompany {
    #[serde(rename = "_id")]
    pub id: Uuid,
    pub name: String,
    pub company_name: Option<String>,
    pub company_logo: Option<String>,
    /// The employer confirmed an address at its company's own domain.
    pub verified: bool,
}

/// Salary bounds as some list replies carry them.
#[derive(Clone, Serialize, ToSchema)]
pub struct SalaryRange {
    pub min: Option<i64>,
    pub max: Option<i64>,
}

/// A job as the client sees it, owning its texts.
pub type JobView = JobViewOf<'static>;

// Its long texts owned, or borrowed from the record it shows: a search's page is written from
// the records the index's cache holds (`JobViewOf::shared`) without copying them (a copy of the
// page's records was 3 % of an uncached search).
/// A job as the client sees it (spec §3 "Job").
#[derive(Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = JobView)]
pub struct JobViewOf<'a> {
    #[serde(rename = "_id")]
    pub id: Uuid,
    pub title: Cow<'a, str>,
    pub company: JobCompany,
    pub location: Cow<'a, str>,
    pub state: IndianState,
    #[serde(rename = "type")]
    pub job_type: JobType,
    pub category: Category,
    pub work_mode: WorkMode,
    #[serde(serialize_with = "crate::reply::long_text")]
    pub description: Cow<'a, str>,
    #[serde(serialize_with = "crate::reply::long_text")]
    pub requirements: Cow<'a, str>,
    pub salary_min: Option<i64>,
    pub salary_max: Option<i64>,
    pub salary_frequency: SalaryFrequency,
    pub salary: SalaryRange,
    /// Spec §9 "Salary display", in rupees with Indian digit grouping.
    pub salary_text: String,
    pub gender: Gender,
    pub is_blue_collar: YesNo,
    pub open_positions: i32,
    pub is_closed: bool,
    /// Deleted by its employer: shown only in the seeker's own applications and saved jobs,
    /// as no longer available.
    pub is_removed: bool,
    pub status: JobStatus,
    pub application_count: i64,
    #[serde(serialize_with = "crate::reply::timestamp")]
    pub created_at: DateTime<Utc>,
    #[serde(serialize_with = "crate::reply::timestamp")]
    pub updated_at: DateTime<Utc>,
    pub is_saved: bool,
    pub application_status: ViewerApplicationStatus,
    /// In a search with a point (`near`, a radius, a city or region searched): how far the
    /// job's city is, in km to one decimal. Absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub distance_km: Option<f64>,
    /// Where the job stands with moderation: only `live` jobs are searchable.
    pub review: Review,
    /// The check's reasons and an admin's message: for the job's employer (and admins) only.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub moderation: Option<JobModeration>,
}

/// What the job's employer reads of its moderation: why it is under review, or why it was
/// rejected.
#[derive(Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobModeration {
    pub review: Review,
    /// What the scam-risk check found, one reason per signal (empty when nothing).
    pub reasons: Vec<String>,
    /// The admin's message when the job was rejected, or its employer suspended.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub message: Option<String>,
}

impl From<crate::store::moderation::ModerationRow> for JobModeration {
    fn from(m: crate::store::moderation::ModerationRow) -> Self {
        Self {
            review: m.review,
            reasons: m.risk_signals.0.into_iter().map(|s| s.reason).collect(),
            message: m.moderation_message,
        }
    }
}

/// Spec §9 "Salary display": 'From X', 'Up to Y' or 'X - Y' with the period, in ₹ with Indian
/// digit grouping; otherwise 'Salary not disclosed'. Written into one string: every job of a
/// search's page has one.
pub fn salary_text(min: Option<i64>, max: Option<i64>, frequency: SalaryFrequency) -> String {
    let mut out = String::with_capacity(48);
    match (min, max) {
        (Some(a), Some(b)) => {
            out.push('₹');
            push_inr(&mut out, a);
            out.push_str(" - ₹");
            push_inr(&mut out, b);
        }
        (Some(a), None) => {
            out.push_str("From ₹");
            push_inr(&mut out, a);
        }
        (None, Some(b)) => {
            out.push_str("Up to ₹");
            push_inr(&mut out, b);
        }
        (None, None) => return "Salary not disclosed".into(),
    }
    out.push(' ');
    out.push_str(frequency.as_str());
    out
}

/// Indian digit grouping: 1,00,000.
pub fn inr(n: i64) -> String {
    let mut out = String::with_capacity(24);
    push_inr(&mut out, n);
    out
}

/// Appends `n` with Indian digit grouping: the last three digits, and pairs before them.
pub fn push_inr(out: &mut String, n: i64) {
    let mut digits = itoa::Buffer::new();
    let s = digits.format(n.unsigned_abs());
    if n < 0 {
        out.push('-');
    }
    let head = s.len().saturating_sub(3);
    for (i, c) in s[..head].char_indices() {
        // A comma before each pair of the head: at an even distance from the head's end.
        if i > 0 && (head - i).is_multiple_of(2) {
            out.push(',');
        }
        out.push(c);
    }
    if head > 0 {
        out.push(',');
    }
    out.push_str(&s[head..]);
}

impl JobView {
    pub fn new(
        mut j: JobRow,
        is_saved: bool,
        application_status: Option<ApplicationStatus>,
    ) -> Self {
        let texts = Texts {
            title: Cow::Owned(std::mem::take(&mut j.title)),
            location: Cow::Owned(std::mem::take(&mut j.location)),
            description: Cow::Owned(std::mem::take(&mut j.description)),
            requirements: Cow::Owned(std::mem::take(&mut j.requirements)),
        };
        JobViewOf::with_texts(&j, texts, is_saved, application_status)
    }
}

/// The long texts of a view.
struct Texts<'a> {
    title: Cow<'a, str>,
    location: Cow<'a, str>,
    description: Cow<'a, str>,
    requirements: Cow<'a, str>,
}

impl<'a> JobViewOf<'a> {
    /// The view of a record it borrows its texts from.
    pub fn shared(
        j: &'a JobRow,
        is_saved: bool,
        application_status: Option<ApplicationStatus>,
    ) -> Self {
        let texts = Texts {
            title: Cow::Borrowed(&j.title),
            location: Cow::Borrowed(&j.location),
            description: Cow::Borrowed(&j.description),
            requirements: Cow::Borrowed(&j.requirements),
        };
        Self::with_texts(j, texts, is_saved, application_status)
    }

    fn with_texts(
        j: &JobRow,
        texts: Texts<'a>,
        is_saved: bool,
        application_status: Option<ApplicationStatus>,
    ) -> Self {
        Self {
            id: j.id,
            salary_text: salary_text(j.salary_min, j.salary_max, j.salary_frequency),
            salary: SalaryRange {
                min: j.salary_min,
                max: j.salary_max,
            },
            company: JobCompany {
                id: j.employer_id,
                name: j.employer_name.clone(),
                company_name: j.company_name.clone(),
                company_logo: j.company_logo.clone(),
                verified: j.company_verified,
            },
            title: texts.title,
            location: texts.location,
            state: j.state,
            job_type: j.job_type,
            category: j.category,
            work_mode: j.work_mode,
            description: texts.description,
            requirements: texts.requirements,
            salary_min: j.salary_min,
            salary_max: j.salary_max,
            salary_frequency: j.salary_frequency,
            gender: j.gender,
            is_blue_collar: j.is_blue_collar.into(),
            open_positions: j.open_positions,
            is_closed: j.is_closed,
            is_removed: j.is_removed,
            status: match (j.is_removed, j.is_closed) {
                (true, _) => JobStatus::Removed,
                (false, true) => JobStatus::Closed,
                (false, false) => JobStatus::Active,
            },
            application_count: j.application_count,
            created_at: j.created_at,
            updated_at: j.updated_at,
            is_saved,
            application_status: application_status.into(),
            distance_km: None,
            review: j.review,
            moderation: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indian_grouping_and_salary_text() {
        assert_eq!(inr(0), "0");
        assert_eq!(inr(999), "999");
        assert_eq!(inr(1000), "1,000");
        assert_eq!(inr(100000), "1,00,000");
        assert_eq!(inr(12345678), "1,23,45,678");
        assert_eq!(inr(10), "10");
        assert_eq!(inr(12345), "12,345");
        assert_eq!(inr(-1234567), "-12,34,567");
        assert_eq!(inr(i64::MIN), "-92,23,37,20,36,85,47,75,808");
        assert_eq!(
            salary_text(Some(15000), Some(22000), SalaryFrequency::PerMonth),
            "₹15,000 - ₹22,000 per month"
        );
        assert_eq!(
            salary_text(Some(600000), None, SalaryFrequency::PerYear),
            "From ₹6,00,000 per year"
        );
        assert_eq!(
            salary_text(None, Some(900000), SalaryFrequency::PerYear),
            "Up to ₹9,00,000 per year"
        );
        assert_eq!(
            salary_text(None, None, SalaryFrequency::PerYear),
            "Salary not disclosed"
        );
    }
}
