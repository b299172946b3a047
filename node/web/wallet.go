package web

import (
	"net/http"

	"github.com/agentsite/agentsite/node/apitypes"
)

type walletData struct {
	Wallet   apitypes.Wallet
	Status   statusView
	Head     *chainHead
	Payments paymentsView
	Error    string
}

// wallet shows the node account's balances, the agents' earnings, the paid calls (spend per
// agent called, claims per hosted agent paid), peers and health.
func (a *App) wallet(w http.ResponseWriter, r *http.Request, se *session) {
	var d walletData
	if err := a.invoke(r.Context(), "wallet.show", nil, &d.Wallet); err != nil {
		_, f := humanize(err)
		d.Error = f.Error
	}
	if err := a.invoke(r.Context(), "node.status", nil, &d.Status); err != nil && d.Error == "" {
		_, f := humanize(err)
		d.Error = f.Error
	}
	var h chainHead
	if err := a.invoke(r.Context(), "chain.head", nil, &h); err == nil {
		d.Head = &h
	}
	var err error
	if d.Payments, err = a.payments(r.Context(), d.Wallet); err != nil && d.Error == "" {
		_, f := humanize(err)
		d.Error = f.Error
	}
	a.render(w, se, "wallet", "Wallet and node", d)
}
