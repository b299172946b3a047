package web

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"net"
	"net/http"
	"strconv"
	"sync"
	"time"
)

// session is one logged-in browser: its id is the cookie's value, csrf the token its pages
// send back in X-CSRF-Token with every state-changing request.
type session struct {
	csrf    string
	expires time.Time
}

// sessions holds the sessions in memory (a restart logs everyone out), at most max.
type sessions struct {
	mu  sync.Mutex
	ttl time.Duration
	max int
	now func() time.Time
	m   map[string]*session
}

func newSessions(ttl time.Duration, max int) *sessions {
	return &sessions{ttl: ttl, max: max, now: time.Now, m: map[string]*session{}}
}

// randomID is 32 bytes from crypto/rand, URL-safe.
func randomID() string {
	b := make([]byte, 32)
	_, _ = rand.Read(b) // never fails (crypto/rand panics on a broken source)
	return base64.RawURLEncoding.EncodeToString(b)
}

// create starts a session, dropping expired ones and, when full, the one that ends first.
func (s *sessions) create() (string, *session) {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := s.now()
	var oldest string
	for id, se := range s.m {
		if now.After(se.expires) {
			delete(s.m, id)
		} else if oldest == "" || se.expires.Before(s.m[oldest].expires) {
			oldest = id
		}
	}
	if len(s.m) >= s.max {
		delete(s.m, oldest)
	}
	id, se := randomID(), &session{csrf: randomID(), expires: now.Add(s.ttl)}
	s.m[id] = se
	return id, se
}

// get returns the live session with id, or nil.
func (s *sessions) get(id string) *session {
	if id == "" {
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	se := s.m[id]
	if se == nil || s.now().After(se.expires) {
		delete(s.m, id)
		return nil
	}
	return se
}

func (s *sessions) drop(id string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.m, id)
}

// sessionOf returns r's session from its cookie, or nil.
func (a *App) sessionOf(r *http.Request) *session {
	c, err := r.Cookie(a.cookieName(r))
	if err != nil {
		return nil
	}
	return a.sessions.get(c.Value)
}

// cookieName is the session cookie's name for the port r came to.
func (a *App) cookieName(r *http.Request) string {
	port := "80"
	if _, p, err := net.SplitHostPort(r.Host); err == nil {
		port = p
	}
	if _, err := strconv.ParseUint(port, 10, 16); err != nil {
		port = "0"
	}
	return a.cfg.CookiePrefix + port
}

// csrfOK: the request carries the session's CSRF token (compared in constant time).
func csrfOK(r *http.Request, se *session) bool {
	got := r.Header.Get("X-CSRF-Token")
	return got != "" && subtle.ConstantTimeCompare([]byte(got), []byte(se.csrf)) == 1
}

// sameOrigin: a state-changing request must come from this app's own page. The API's guard
// already refuses a foreign Origin; here a missing one is refused too (browsers always send it
// on a fetch POST), and so is a cross-site fetch by its Sec-Fetch-Site.
func sameOrigin(r *http.Request) bool {
	if site := r.Header.Get("Sec-Fetch-Site"); site != "" && site != "same-origin" {
		return false
	}
	o := r.Header.Get("Origin")
	return o != "" && (o == "http://"+r.Host || o == "https://"+r.Host)
}

// loginRequest is the login form's body.
type loginRequest struct {
	Token string `json:"token"`
}

// login exchanges the API token for a session cookie.
func (a *App) login(w http.ResponseWriter, r *http.Request) {
	if !sameOrigin(r) {
		a.fail(w, http.StatusForbidden, "This page is not the node's own page, so it may not log in. Open the node's address directly.")
		return
	}
	var req loginRequest
	if err := decodeStrict(r, &req); err != nil || req.Token == "" {
		a.fail(w, http.StatusBadRequest, "Paste the node's API token (the file api.token in the node's data directory).")
		return
	}
	if !a.logins.Allow() {
		w.Header().Set("Retry-After", "1")
		a.fail(w, http.StatusTooManyRequests, "Too many attempts to log in. Wait a few seconds and try again.")
		return
	}
	if subtle.ConstantTimeCompare([]byte(req.Token), []byte(a.cfg.Token)) != 1 {
		a.log.Warn("web: login with a wrong token", "remote", r.RemoteAddr)
		a.fail(w, http.StatusUnauthorized, "That is not this node's API token. Copy it again from api.token in the node's data directory.")
		return
	}
	id, se := a.sessions.create()
	http.SetCookie(w, &http.Cookie{Name: a.cookieName(r), Value: id, Path: "/", HttpOnly: true, Secure: a.cfg.Secure || r.TLS != nil,
		SameSite: http.SameSiteStrictMode, Expires: se.expires})
	a.reply(w, map[string]string{"next": "/"})
}

// logout ends the session.
func (a *App) logout(w http.ResponseWriter, r *http.Request, _ *session) {
	if c, err := r.Cookie(a.cookieName(r)); err == nil {
		a.sessions.drop(c.Value)
	}
	http.SetCookie(w, &http.Cookie{Name: a.cookieName(r), Value: "", Path: "/", HttpOnly: true, Secure: a.cfg.Secure || r.TLS != nil,
		SameSite: http.SameSiteStrictMode, MaxAge: -1})
	a.reply(w, map[string]string{"next": "/login"})
}

// loginPage asks for the API token; a logged-in person goes on to AgentHub.
func (a *App) loginPage(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	if a.sessionOf(r) != nil {
		http.Redirect(w, r, "/", http.StatusSeeOther)
		return
	}
	a.render(w, nil, "login", "Log in", nil)
}
