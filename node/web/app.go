package web

import (
	"bytes"
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"io"
	"io/fs"
	"log/slog"
	"net/http"
	"time"

	"github.com/agentsite/agentsite/node/runtime"
	"golang.org/x/time/rate"
)

//go:embed templates/*.html
var templateFS embed.FS

//go:embed static
var staticFS embed.FS

// App is the web app: an http.Handler mounted at "/" by the API server.
type App struct {
	cfg      Config
	api      Invoker
	log      *slog.Logger
	sessions *sessions
	pages    map[string]*template.Template
	mux      *http.ServeMux
	dedupe   *dedupe
	streams  chan struct{} // one slot per open live view
	calls    *calls        // "try it" calls followed by their pages
	logins   *rate.Limiter // login attempts, right or wrong: guessing stays slow, the log short
}

// New builds the app over the API's in-process invoker. cfg must pass Validate.
func New(cfg Config, inv Invoker, log *slog.Logger) *App {
	if log == nil {
		log = slog.Default()
	}
	a := &App{cfg: cfg, api: inv, log: log, sessions: newSessions(cfg.SessionTTL, cfg.MaxSessions),
		pages: parsePages(), mux: http.NewServeMux(), dedupe: newDedupe(1024), calls: &calls{m: map[string]*tryCall{}}, streams: make(chan struct{}, cfg.MaxStreams),
		logins: rate.NewLimiter(5, 10)}
	static, _ := fs.Sub(staticFS, "static") // the directory is embedded above
	a.mux.Handle("GET /static/", http.StripPrefix("/static/", cacheStatic(http.FileServerFS(static))))
	a.mux.HandleFunc("GET /favicon.ico", noIcon)
	a.mux.HandleFunc("GET /login", a.loginPage)
	a.mux.HandleFunc("POST /login", a.login)
	a.mux.HandleFunc("POST /logout", a.action(a.logout))
	a.mux.HandleFunc("GET /{$}", a.page(a.hub))
	a.mux.HandleFunc("GET /hub/agent", a.page(a.agentPage))
	a.mux.HandleFunc("GET /board", a.page(a.board))
	a.mux.HandleFunc("GET /board/bounty", a.page(a.bountyPage))
	a.mux.HandleFunc("GET /mine", a.page(a.mine))
	a.mux.HandleFunc("GET /chat", a.page(a.chat))
	a.mux.HandleFunc("GET /wallet", a.page(a.wallet))
	a.mux.HandleFunc("GET /teams", a.page(a.teams))
	a.mux.HandleFunc("GET /teams/team", a.page(a.teamPage))
	a.mux.HandleFunc("POST /act/{action}", a.action(a.act))
	a.mux.HandleFunc("GET /live/bounty", a.stream(a.liveBounty))
	a.mux.HandleFunc("GET /live/chat", a.stream(a.liveChat))
	a.mux.HandleFunc("GET /live/team", a.stream(a.liveTeam))
	a.mux.HandleFunc("GET /live/call", a.stream(a.liveCall))
	return a
}

// ServeHTTP serves the app with its security headers.
func (a *App) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Security-Policy", "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
	h.Set("X-Frame-Options", "DENY")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("Cross-Origin-Opener-Policy", "same-origin")
	h.Set("Cross-Origin-Resource-Policy", "same-origin")
	a.mux.ServeHTTP(w, r)
}

func cacheStatic(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		next.ServeHTTP(w, r)
	})
}

// page serves a page to a logged-in person; anyone else is sent to the login page.
func (a *App) page(h func(http.ResponseWriter, *http.Request, *session)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		se := a.sessionOf(r)
		if se == nil {
			http.Redirect(w, r, "/login", http.StatusSeeOther)
			return
		}
		h(w, r, se)
	}
}

// action serves a state-changing request: it needs the session, the app's own Origin and the
// session's CSRF token.
func (a *App) action(h func(http.ResponseWriter, *http.Request, *session)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		se := a.sessionOf(r)
		switch {
		case se == nil:
			a.fail(w, http.StatusUnauthorized, "Your session has ended. Log in again with the node's API token.")
		case !sameOrigin(r):
			a.fail(w, http.StatusForbidden, "This request did not come from the node's own page, so it was refused.")
		case !csrfOK(r, se):
			a.fail(w, http.StatusForbidden, "This page is out of date (its security token does not match). Reload it and try again.")
		default:
			h(w, r, se)
		}
	}
}

// stream serves a live view (server-sent events) to a logged-in page of this app only.
func (a *App) stream(h func(http.ResponseWriter, *http.Request)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if site := r.Header.Get("Sec-Fetch-Site"); site != "" && site != "same-origin" {
			a.fail(w, http.StatusForbidden, "Live views are for the node's own pages.")
			return
		}
		if a.sessionOf(r) == nil {
			a.fail(w, http.StatusUnauthorized, "Your session has ended. Log in again with the node's API token.")
			return
		}
		select {
		case a.streams <- struct{}{}:
			defer func() { <-a.streams }()
		default:
			w.Header().Set("Retry-After", "2")
			a.fail(w, http.StatusServiceUnavailable, "Too many live views are open on this node. Close some tabs.")
			return
		}
		h(w, r)
	}
}

// view is what every page template gets.
type view struct {
	Title string
	Nav   string
	CSRF  string
	// GasPrice (wei) lets the page estimate a transaction's cost before it is confirmed.
	GasPrice string
	Data     any
}

// chainHead is chain.head's answer.
type chainHead struct {
	Block    uint64 `json:"block"`
	Indexed  uint64 `json:"indexed"`
	Lag      int64  `json:"lag"`
	GasPrice string `json:"gasPrice"`
}

// sendsTransactions are the pages whose forms send transactions (their confirmations show the
// estimated gas).
var sendsTransactions = map[string]bool{"board": true, "bounty": true, "mine": true, "wallet": true}

// render writes page name with data; a template error is logged and shown as a plain message.
func (a *App) render(w http.ResponseWriter, se *session, name, title string, data any) {
	t, ok := a.pages[name]
	if !ok {
		panic("web: no page " + name) // a programming error, caught by the tests
	}
	csrf := ""
	if se != nil {
		csrf = se.csrf
	}
	v := view{Title: title, Nav: name, CSRF: csrf, Data: data}
	if se != nil && sendsTransactions[name] {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second) // an estimate is not worth a slow page
		var h chainHead
		if a.invoke(ctx, "chain.head", nil, &h) == nil {
			v.GasPrice = h.GasPrice
		}
		cancel()
	}
	var buf bytes.Buffer
	if err := t.ExecuteTemplate(&buf, "layout", v); err != nil {
		a.log.Error("web: render", "page", name, "err", err)
		http.Error(w, "This page could not be drawn; the node's log says why.", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_, _ = w.Write(buf.Bytes())
}

// reply answers an action with a JSON result.
func (a *App) reply(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}

// failure is what the page shows when an action fails: a sentence for a person, and the
// form field at fault if one is.
type failure struct {
	Error string `json:"error"`
	Field string `json:"field,omitempty"`
}

func (a *App) fail(w http.ResponseWriter, status int, msg string) {
	a.failField(w, status, msg, "")
}

func (a *App) failField(w http.ResponseWriter, status int, msg, field string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(failure{Error: msg, Field: field})
}

// errBadBody: an action's body is not the JSON object the form sends.
var errBadBody = errors.New("web: bad request body")

// decodeStrict reads r's JSON body (already bounded by the API's body reader) into v.
func decodeStrict(r *http.Request, v any) error {
	b, err := io.ReadAll(r.Body)
	if err != nil {
		return fmt.Errorf("%w: %v", errBadBody, err)
	}
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		return fmt.Errorf("%w: %v", errBadBody, err)
	}
	if d.More() {
		return fmt.Errorf("%w: trailing data", errBadBody)
	}
	return nil
}

// noIcon answers a browser's /favicon.ico with no content (cached for a day), so no page
// logs a 404 for it.
func noIcon(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Cache-Control", "public, max-age=86400")
	w.WriteHeader(http.StatusNoContent)
}

// Invoker runs the API's methods in process (node/api's Server is one): the result as JSON,
// or an error carrying the method's stable code (errcode.Coded).
type Invoker interface {
	Invoke(ctx context.Context, method string, params any) (json.RawMessage, error)
}

// ProgressInvoker is an Invoker whose calls report progress as they run: "try it" shows an
// agent's progress with it.
type ProgressInvoker interface {
	Invoker
	InvokeProgress(ctx context.Context, method string, params any, progress runtime.ProgressFunc) (json.RawMessage, error)
}
