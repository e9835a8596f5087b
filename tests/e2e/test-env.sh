# Build-time settings of the sites under test: forwarded paths go to the local stand-in upstreams.
export APP_HOST=http://127.0.0.1:9111
export PUBLIC_ENDPOINT_HOST=http://127.0.0.1:9112
export MAPS_HOST=http://127.0.0.1:9113
export LEADS_ENDPOINT=http://127.0.0.1:9400
