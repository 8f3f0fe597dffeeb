//! A job as cards and pages show it, and the spec's salary text.

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

/// A job as the client sees it (spec §3 "Job").
#[derive(Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobView {
    #[serde(rename = "_id")]
    pub id: Uuid,
    pub title: String,
    pub company: JobCompany,
    pub location: String,
    pub state: IndianState,
    #[serde(rename = "type")]
    pub job_type: JobType,
    pub category: Category,
    pub work_mode: WorkMode,
    #[serde(serialize_with = "crate::reply::long_text")]
    pub description: String,
    #[serde(serialize_with = "crate::reply::long_text")]
    pub requirements: String,
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
    pub created_at: DateTime<Utc>,
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
/// digit grouping; otherwise 'Salary not disclosed'.
pub fn salary_text(min: Option<i64>, max: Option<i64>, frequency: SalaryFrequency) -> String {
    let period = frequency.as_str();
    match (min, max) {
        (Some(a), Some(b)) => format!("₹{} - ₹{} {period}", inr(a), inr(b)),
        (Some(a), None) => format!("From ₹{} {period}", inr(a)),
        (None, Some(b)) => format!("Up to ₹{} {period}", inr(b)),
        (None, None) => "Salary not disclosed".into(),
    }
}

/// Indian digit grouping: 1,00,000.
pub fn inr(n: i64) -> String {
    let s = n.unsigned_abs().to_string();
    let (head, last3) = s.split_at(s.len().saturating_sub(3));
    let mut groups = Vec::new();
    let mut h = head;
    while h.len() > 2 {
        let (a, b) = h.split_at(h.len() - 2);
        groups.push(b);
        h = a;
    }
    if !h.is_empty() {
        groups.push(h);
    }
    groups.reverse();
    let mut out = if n < 0 {
        "-".to_string()
    } else {
        String::new()
    };
    if !groups.is_empty() {
        out.push_str(&groups.join(","));
        out.push(',');
    }
    out.push_str(last3);
    out
}

impl JobView {
    pub fn new(j: JobRow, is_saved: bool, application_status: Option<ApplicationStatus>) -> Self {
        Self {
            id: j.id,
            salary_text: salary_text(j.salary_min, j.salary_max, j.salary_frequency),
            salary: SalaryRange {
                min: j.salary_min,
                max: j.salary_max,
            },
            company: JobCompany {
                id: j.employer_id,
                name: j.employer_name,
                company_name: j.company_name,
                company_logo: j.company_logo,
                verified: j.company_verified,
            },
            title: j.title,
            location: j.location,
            state: j.state,
            job_type: j.job_type,
            category: j.category,
            work_mode: j.work_mode,
            description: j.description,
            requirements: j.requirements,
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
