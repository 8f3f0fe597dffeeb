//! Page and limit query parameters, and the spec's pagination object.

use serde::Serialize;
use utoipa::ToSchema;

use crate::error::{ApiError, ErrorCode};

/// A validated page request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Paging {
    pub page: i64,
    pub limit: i64,
}

impl Paging {
    /// Parses `page` (default 1) and `limit` (default `default`, at most `max`), naming the
    /// parameter in the error.
    pub fn parse(
        page: Option<&str>,
        limit: Option<&str>,
        default: i64,
        max: i64,
    ) -> Result<Self, ApiError> {
        let page = match page.map(str::trim).filter(|s| !s.is_empty()) {
            None => 1,
            Some(s) => s
                .parse::<i64>()
                .ok()
                .filter(|p| (1..=1_000_000).contains(p))
                .ok_or_else(|| {
                    ApiError::bad_request(
                        ErrorCode::InvalidQuery,
                        "page must be a whole number from 1",
                    )
                })?,
        };
        let limit = match limit.map(str::trim).filter(|s| !s.is_empty()) {
            None => default,
            Some(s) => s
                .parse::<i64>()
                .ok()
                .filter(|l| (1..=max).contains(l))
                .ok_or_else(|| {
                    ApiError::bad_request(
                        ErrorCode::InvalidQuery,
                        format!("limit must be a whole number from 1 to {max}"),
                    )
                })?,
        };
        Ok(Self { page, limit })
    }

    pub fn offset(&self) -> i64 {
        (self.page - 1) * self.limit
    }

    /// The reply's pagination for `total` matching rows.
    pub fn of(&self, total: i64) -> Pagination {
        let total_pages = if total == 0 {
            0
        } else {
            (total + self.limit - 1) / self.limit
        };
        Pagination {
            current_page: self.page,
            total_pages,
            total_count: total,
            limit: self.limit,
            has_next_page: self.page < total_pages,
            has_prev_page: self.page > 1,
        }
    }
}

/// Spec §3 "Pagination".
#[derive(Clone, Debug, Serialize, ToSchema, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct Pagination {
    pub current_page: i64,
    pub total_pages: i64,
    pub total_count: i64,
    pub limit: i64,
    pub has_next_page: bool,
    pub has_prev_page: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_refuses_with_the_parameter_named() {
        assert_eq!(
            Paging::parse(None, None, 10, 50).unwrap(),
            Paging { page: 1, limit: 10 }
        );
        assert_eq!(
            Paging::parse(Some("3"), Some("8"), 10, 50)
                .unwrap()
                .offset(),
            16
        );
        for bad in ["-1", "0", "x", "1.5", "99999999999999999999"] {
            let e = Paging::parse(Some(bad), None, 10, 50).unwrap_err();
            assert!(e.message.starts_with("page"), "{bad}");
        }
        for bad in ["0", "51", "1000000000", "ten"] {
            let e = Paging::parse(None, Some(bad), 10, 50).unwrap_err();
            assert!(e.message.starts_with("limit"), "{bad}");
        }
    }

    #[test]
    fn pagination_object() {
        let p = Paging { page: 2, limit: 10 }.of(25);
        assert_eq!(
            (p.total_pages, p.has_next_page, p.has_prev_page),
            (3, true, true)
        );
        let p = Paging { page: 1, limit: 10 }.of(0);
        assert_eq!(
            (p.total_pages, p.has_next_page, p.has_prev_page),
            (0, false, false)
        );
        let p = Paging { page: 9, limit: 10 }.of(25);
        assert_eq!((p.current_page, p.has_next_page), (9, false));
    }
}
