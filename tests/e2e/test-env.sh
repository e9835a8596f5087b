# Build-time settings of the sites under test: forwarded paths go to the local stand-in upstreams.
export APP_HOST=http://127.0.0.1:9111
export PUBLIC_ENDPOINT_HOST=http://127.0.0.1:9112
export MAPS_HOST=http://127.0.0.1:9113
export LEADS_ENDPOINT=http://127.0.0.1:9400
# Third-party keys of the test build. Every third-party host is intercepted in the browser tests
# (tests/e2e/fixtures.ts); the tag manager's script comes from the stand-in on 9115 through nginx's proxy.
export GATSBY_AMPLITUDE_API_KEY=test-amplitude-key
export GATSBY_GTM_ID=GTM-TEST123
export GATSBY_GTM_HOST=http://127.0.0.1:9115
export GATSBY_SENTRY_DSN=https://testkey@errors.harbourline.invalid/7
export GATSBY_DATADOG_APPLICATION_ID=00000000-0000-4000-8000-000000000000
export GATSBY_DATADOG_CLIENT_TOKEN=pubtest-client-token
# The date the sites under test are built at: events and webinars before it are past, those after upcoming
# (content/events, content/webinars hold both), so the tests do not change their minds as the calendar turns.
export BUILD_DATE=2026-11-24
# The HS section of the sites under test is the sample's 35 codes (content/hs/sample), each of its templates and
# pages there: the whole nomenclature (6,936 more pages a site) proves nothing more to these tests and checks, and
# cost most of both builds, the deploy test's next build and the gates over every page. npm run bench:build and
# npm start build it whole.
hs_sample="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../content/hs/sample" && pwd)"
export HS_CODES_CSV="$hs_sample/harmonized-system.sample.csv"
export HS_SECTIONS_CSV="$hs_sample/hs-sections.sample.csv"
