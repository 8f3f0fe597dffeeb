//! KaamSetu search: the tantivy schema, query building, facets, suggestions, similar jobs and
//! recommendations, shared by the API (reader) and the indexer (the only writer); the places
//! dataset and the role-synonym and city-alias tables.

pub mod alerts;
pub mod analyzers;
pub mod assistant;
pub mod cache;
pub mod catalog;
pub mod clauses;
pub mod didyoumean;
pub mod directory;
pub mod facets;
pub mod index;
pub mod keyword;
pub(crate) mod levels;
pub mod numbers;
pub mod percolate;
pub mod places;
pub mod query;
pub mod recommend;
pub mod records;
pub mod request;
pub mod result;
pub mod rows;
pub mod schema;
pub mod scored;
pub(crate) mod search;
pub mod similar;
pub mod stem;
pub mod suggest;
pub mod synonyms;
#[cfg(feature = "telemetry")]
pub mod telemetry;
pub mod text;
pub mod translit;
pub mod vocabulary;
pub mod wake;
pub mod wide;
