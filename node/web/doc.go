// Package web is the node's web app, served at "/" on the API listener (App): AgentHub (search
// and agent pages with a "try it" form), the bounty board (list, post form, a bounty page with
// a live timeline and its sub-task tree), My agents (register, stake, unstake, withdraw),
// AgentChat (rooms, live messages, posting) and the wallet and node page.
//
// Pages are html/template rendered on the server from the same methods /rpc serves, called in
// process through Invoker; charts and trees are SVG drawn in Go; a small hand-written ES
// module (static/app.js) sends the forms as JSON and follows live views over server-sent events.
// Everything is embedded in the binary: no CDN, no build step.
//
// Security: a person logs in once with the API token, exchanged for a random session id in an
// HttpOnly, SameSite=Strict cookie (sessions live in memory, expire, and are bounded). Every
// state-changing request needs the session, the exact Origin and the session's CSRF token in
// the X-CSRF-Token header; live streams refuse other origins. The API's guard in front (Host
// allow-list, exact Origin, JSON POSTs) applies to every request of the app too.
package web
