//! A job as cards and pages show it, and the spec's salary text.

use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;

use crate::{error::ApiResult, state::AppState, store, store::jobs::JobRow};

/// The employer side of a job, as cards show it.
#[derive(Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobCompany {
    #[serde(rename = "_id")]
    pub id: Uuid,
    pub name: String,
    pub company_name: Option<String>,
    pub company_logo: Option<String>,
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
    #[schema(value_type = super::IndianState)]
    pub state: String,
    #[serde(rename = "type")]
    #[schema(value_type = super::JobType)]
    pub job_type: String,
    #[schema(value_type = super::Category)]
    pub category: String,
    #[schema(value_type = super::WorkMode)]
    pub work_mode: String,
    pub description: String,
    pub requirements: String,
    pub salary_min: Option<i64>,
    pub salary_max: Option<i64>,
    #[schema(value_type = super::SalaryFrequency)]
    pub salary_frequency: String,
    pub salary: SalaryRange,
    /// Spec §9 "Salary display", in rupees with Indian digit grouping.
    pub salary_text: String,
    #[schema(value_type = super::Gender)]
    pub gender: String,
    #[schema(value_type = super::YesNo)]
    pub is_blue_collar: &'static str,
    pub open_positions: i32,
    pub is_closed: bool,
    #[schema(value_type = super::JobStatus)]
    pub status: &'static str,
    pub application_count: i64,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub is_saved: bool,
    #[schema(value_type = super::ViewerApplicationStatus)]
    pub application_status: String,
}

/// Spec §9 "Salary display": 'From X', 'Up to Y' or 'X - Y' with the period, in ₹ with Indian
/// digit grouping; otherwise 'Salary not disclosed'.
pub fn salary_text(min: Option<i64>, max: Option<i64>, frequency: &str) -> String {
    let period = if frequency.contains("month") {
        "per month"
    } else {
        "per year"
    };
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
    pub fn new(j: JobRow, is_saved: bool, application_status: Option<String>) -> Self {
        Self {
            id: j.id,
            salary_text: salary_text(j.salary_min, j.salary_max, &j.salary_frequency),
            salary: SalaryRange {
                min: j.salary_min,
                max: j.salary_max,
            },
            company: JobCompany {
                id: j.employer_id,
                name: j.employer_name,
                company_name: j.company_name,
                company_logo: j.company_logo,
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
            is_blue_collar: if j.is_blue_collar { "Yes" } else { "No" },
            open_positions: j.open_positions,
            is_closed: j.is_closed,
            status: if j.is_closed { "Closed" } else { "Active" },
            application_count: j.application_count,
            created_at: j.created_at,
            updated_at: j.updated_at,
            is_saved,
            application_status: application_status.unwrap_or_else(|| "null".into()),
        }
    }
}

/// Cards for several jobs with the viewer's saved flags and application statuses, in two
/// queries whatever the number of jobs.
pub async fn job_views(
    state: &AppState,
    viewer: Option<Uuid>,
    rows: Vec<JobRow>,
) -> ApiResult<Vec<JobView>> {
    let ids: Vec<Uuid> = rows.iter().map(|r| r.id).collect();
    let mut marks = match viewer {
        Some(v) => store::jobs::viewer_states(&state.db, &ids, v).await?,
        None => Default::default(),
    };
    Ok(rows
        .into_iter()
        .map(|r| {
            let (saved, status) = marks.remove(&r.id).unwrap_or((false, None));
            JobView::new(r, saved, status)
        })
        .collect())
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
            salary_text(Some(15000), Some(22000), "per month"),
            "₹15,000 - ₹22,000 per month"
        );
        assert_eq!(
            salary_text(Some(600000), None, "per year"),
            "From ₹6,00,000 per year"
        );
        assert_eq!(
            salary_text(None, Some(900000), "per year"),
            "Up to ₹9,00,000 per year"
        );
        assert_eq!(salary_text(None, None, "per year"), "Salary not disclosed");
    }
}
