//! KaamSetu search: the tantivy schema, query building, facets, suggestions, similar jobs and
//! recommendations, shared by the API (reader) and the indexer (the only writer); the places
//! dataset and the role-synonym and city-alias tables.

pub mod assistant;
pub mod catalog;
pub mod didyoumean;
pub mod facets;
pub mod index;
pub mod places;
pub mod query;
pub mod recommend;
pub mod rows;
pub mod schema;
pub mod scored;
pub mod stem;
pub mod suggest;
pub mod synonyms;
pub mod text;
pub mod understand;
pub mod vocabulary;
pub mod wake;
