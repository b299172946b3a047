// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package bindings

import (
	"bytes"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// Reference imports to suppress errors if they are not otherwise used.
var (
	_ = bytes.Equal
	_ = errors.New
	_ = big.NewInt
	_ = common.Big1
	_ = types.BloomLookup
	_ = abi.ConvertType
)

// DIDRegistryMetaData contains all meta data concerning the DIDRegistry contract.
var DIDRegistryMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"DOMAIN_SEPARATOR\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"addDelegate\",\"inputs\":[{\"name\":\"identity\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"delegateType\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"delegate\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"validity\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"addDelegateSigned\",\"inputs\":[{\"name\":\"identity\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"sigV\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"sigR\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"sigS\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"delegateType\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"delegate\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"validity\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"addDelegateTyped\",\"inputs\":[{\"name\":\"identity\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"delegateType\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"delegate\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"validity\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"signature\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"changeOwner\",\"inputs\":[{\"name\":\"identity\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"newOwner\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"changeOwnerSigned\",\"inputs\":[{\"name\":\"identity\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"sigV\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"sigR\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"sigS\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newOwner\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"changeOwnerTyped\",\"inputs\":[{\"name\":\"identity\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"newOwner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"signature\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"changed\",\"inputs\":[{\"name\":\"identity\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"blockNumber\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"delegates\",\"inputs\":[{\"name\":\"identity\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"delegateTypeHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"delegate\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"validTo\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"eip712Domain\",\"inputs\":[],\"outputs\":[{\"name\":\"fields\",\"type\":\"bytes1\",\"internalType\":\"bytes1\"},{\"name\":\"name\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"version\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"verifyingContract\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"salt\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"extensions\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"identityOwner\",\"inputs\":[{\"name\":\"identity\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"nonce\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"owners\",\"inputs\":[{\"name\":\"identity\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"revokeAttribute\",\"inputs\":[{\"name\":\"identity\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"name\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"value\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"revokeAttributeSigned\",\"inputs\":[{\"name\":\"identity\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"sigV\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"sigR\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"sigS\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"name\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"value\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"revokeAttributeTyped\",\"inputs\":[{\"name\":\"identity\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"name\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"value\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"signature\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"revokeDelegate\",\"inputs\":[{\"name\":\"identity\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"delegateType\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"delegate\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"revokeDelegateSigned\",\"inputs\":[{\"name\":\"identity\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"sigV\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"sigR\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"sigS\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"delegateType\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"delegate\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"revokeDelegateTyped\",\"inputs\":[{\"name\":\"identity\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"delegateType\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"delegate\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"signature\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setAttribute\",\"inputs\":[{\"name\":\"identity\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"name\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"value\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"validity\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setAttributeSigned\",\"inputs\":[{\"name\":\"identity\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"sigV\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"sigR\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"sigS\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"name\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"value\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"validity\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setAttributeTyped\",\"inputs\":[{\"name\":\"identity\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"name\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"value\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"validity\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"signature\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"validDelegate\",\"inputs\":[{\"name\":\"identity\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"delegateType\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"delegate\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"event\",\"name\":\"DIDAttributeChanged\",\"inputs\":[{\"name\":\"identity\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"name\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"value\",\"type\":\"bytes\",\"indexed\":false,\"internalType\":\"bytes\"},{\"name\":\"validTo\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"previousChange\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"DIDDelegateChanged\",\"inputs\":[{\"name\":\"identity\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"delegateType\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"delegate\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"validTo\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"previousChange\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"DIDOwnerChanged\",\"inputs\":[{\"name\":\"identity\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"owner\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"previousChange\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"EIP712DomainChanged\",\"inputs\":[],\"anonymous\":false},{\"type\":\"error\",\"name\":\"DIDRegistryBadSignature\",\"inputs\":[{\"name\":\"identity\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"DIDRegistryNotOwner\",\"inputs\":[{\"name\":\"identity\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"actor\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"InvalidShortString\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"StringTooLong\",\"inputs\":[{\"name\":\"str\",\"type\":\"string\",\"internalType\":\"string\"}]}]",
	ID:  "DIDRegistry",
	Bin: "0x610160604052348015610010575f5ffd5b506040518060400160405280601581526020017f4167656e74536974652044494452656769737472790000000000000000000000815250604051806040016040528060018152602001603160f81b8152506100708261011760201b60201c565b6101205261007d81610117565b61014052815160208084019190912060e052815190820120610100524660a05261010960e05161010051604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201529081019290925260608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60805250503060c0526101b8565b5f5f829050601f8151111561014a578260405163305a27a960e01b8152600401610141919061015d565b60405180910390fd5b805161015582610192565b179392505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b805160208083015191908110156101b2575f198160200360031b1b821691505b50919050565b60805160a05160c05160e0516101005161012051610140516123276102095f395f61153501525f61150a01525f6113c501525f61139d01525f6112f801525f61132201525f61134c01526123275ff3fe608060405234801561000f575f5ffd5b5060043610610183575f3560e01c80637ad4b0a4116100dd578063a7068d6611610088578063e476af5c11610063578063e476af5c146103f0578063f00d4b5d14610403578063f96d0f9f14610416575f5ffd5b8063a7068d66146103b7578063a9260d9a146103ca578063c1210a79146103dd575f5ffd5b80638733d4e8116100b85780638733d4e81461037e57806393072684146103915780639c2c1b2b146103a4575f5ffd5b80637ad4b0a41461033d57806380b29f7c1461035057806384b0196e14610363575f5ffd5b80632371863c1161013d57806345f5db431161011857806345f5db431461028d578063622b2a3c146102a057806370ae92d21461031e575f5ffd5b80632371863c1461025f578063240cf1fa146102725780633644e51514610285575f5ffd5b80630d44625b1161016d5780630d44625b146101fb578063123b5e9814610239578063218293eb1461024c575f5ffd5b8062c023da14610187578063022914a71461019c575b5f5ffd5b61019a610195366004611977565b610435565b005b6101d16101aa3660046119cd565b60026020525f908152604090205473ffffffffffffffffffffffffffffffffffffffff1681565b60405173ffffffffffffffffffffffffffffffffffffffff90911681526020015b60405180910390f35b61022b6102093660046119e6565b600360209081525f938452604080852082529284528284209052825290205481565b6040519081526020016101f2565b61019a610247366004611a2f565b610448565b61019a61025a366004611ab2565b61050c565b61019a61026d366004611af7565b6105da565b61019a610280366004611b6a565b610698565b61022b6107c4565b61019a61029b366004611bbd565b6107d2565b61030e6102ae3660046119e6565b73ffffffffffffffffffffffffffffffffffffffff9283165f908152600360209081526040808320815180840196909652815180870384018152958201825285519583019590952083529381528382209290941681529252902054421090565b60405190151581526020016101f2565b61022b61032c3660046119cd565b60056020525f908152604090205481565b61019a61034b366004611c27565b610887565b61019a61035e3660046119e6565b61089c565b61036b6108ad565b6040516101f29796959493929190611cd0565b6101d161038c3660046119cd565b61090b565b61019a61039f366004611d8f565b610949565b61019a6103b2366004611dea565b610a7d565b61019a6103c5366004611e52565b610bbd565b61019a6103d8366004611e93565b610bca565b61019a6103eb366004611f25565b610cb6565b61019a6103fe366004611f90565b610d9c565b61019a610411366004611fed565b610e52565b61022b6104243660046119cd565b60046020525f908152604090205481565b6104428433858585610e61565b50505050565b5f7f190000000000000000000000000000000000000000000000000000000000000081306005826104788e61090b565b73ffffffffffffffffffffffffffffffffffffffff1673ffffffffffffffffffffffffffffffffffffffff1681526020019081526020015f20548c898989896040516020016104cf9998979695949392919061201e565b604051602081830303815290604052805190602001209050610501896104f88b8b8b8b87610efa565b87878787610ff5565b505050505050505050565b5f6105168561090b565b73ffffffffffffffffffffffffffffffffffffffff81165f90815260056020908152604080832054905193945091926105a3927f89a172f6f71a78a17a74194e9b406689c48a5d930b3f20080a4811b976e52711928a928a92910193845273ffffffffffffffffffffffffffffffffffffffff928316602085015291166040830152606082015260800190565b6040516020818303038152906040528051906020012090506105d2866105cc88858589896110b2565b87611154565b505050505050565b5f6105e48761090b565b73ffffffffffffffffffffffffffffffffffffffff8181165f908152600560209081526040918290205482517f20be2af344d99ff4ebd86a1f3b6d7b39d8b13989ec00e68dde27edda6023a1ae818401528c851681850152606081018c9052938a16608085015260a0840189905260c0808501919091528251808503909101815260e0909301909152815191012090915061068e8861068681858589896110b2565b89898961121b565b5050505050505050565b5f7f190000000000000000000000000000000000000000000000000000000000000081306005826106c88b61090b565b73ffffffffffffffffffffffffffffffffffffffff16815260208082019290925260409081015f205481517fff00000000000000000000000000000000000000000000000000000000000000968716818501529490951660218501527fffffffffffffffffffffffffffffffffffffffff000000000000000000000000606093841b8116602286015260368501959095528a831b851660568501527f6368616e67654f776e6572000000000000000000000000000000000000000000606a8501529186901b90931660758301528051606981840301815260899092019052805191012090506105d2866107be8188888887610efa565b84611154565b5f6107cd6112df565b905090565b5f6107dc8661090b565b73ffffffffffffffffffffffffffffffffffffffff8181165f908152600560209081526040918290205482517fc5a7d7889afe86e1c6eccca7d48af2358d98957abc9d3e15eae413662e422dff818401528b851681850152606081018b9052938916608085015260a0808501919091528251808503909101815260c0909301909152815191012090915061087e8761087781858589896110b2565b8888611415565b50505050505050565b610895853386868686610ff5565b5050505050565b6108a883338484611415565b505050565b5f6060805f5f5f60606108be611503565b6108c661152e565b604080515f808252602082019092527f0f000000000000000000000000000000000000000000000000000000000000009b939a50919850469750309650945092509050565b73ffffffffffffffffffffffffffffffffffffffff8082165f9081526002602052604081205490911680156109405780610942565b825b9392505050565b5f7f190000000000000000000000000000000000000000000000000000000000000081306005826109798c61090b565b73ffffffffffffffffffffffffffffffffffffffff16815260208082019290925260409081015f205481517fff00000000000000000000000000000000000000000000000000000000000000968716818501529490951660218501527fffffffffffffffffffffffffffffffffffffffff000000000000000000000000606093841b8116602286015260368501959095528b831b851660568501527f7265766f6b6544656c6567617465000000000000000000000000000000000000606a850152607884018890529186901b90931660988301528051608c81840301815260ac90920190528051910120905061087e87610a768189898987610efa565b8585611415565b5f7f19000000000000000000000000000000000000000000000000000000000000008130600582610aad8d61090b565b73ffffffffffffffffffffffffffffffffffffffff16815260208082019290925260409081015f205490517fff0000000000000000000000000000000000000000000000000000000000000095861692810192909252929093166021840152606090811b7fffffffffffffffffffffffffffffffffffffffff000000000000000000000000908116602285015260368401929092528a811b821660568401527f61646444656c6567617465000000000000000000000000000000000000000000606a8401526075830187905285901b16609582015260a9810183905260c90160405160208183030381529060405280519060200120905061068e88610bb58a8a8a8a87610efa565b86868661121b565b610442843385858561121b565b5f610bd48861090b565b90505f7f3c58d0ee7fb3e11b8dbf5577d83bc3c398f5fa2116852e6adf4d2cf6a76af45a89898989604051610c0a929190612110565b6040805191829003822073ffffffffffffffffffffffffffffffffffffffff88165f9081526005602090815292902054610c849695949391928c920195865273ffffffffffffffffffffffffffffffffffffffff94909416602086015260408501929092526060840152608083015260a082015260c00190565b60405160208183030381529060405280519060200120905061050189610cad8b858589896110b2565b8a8a8a8a610ff5565b5f610cc08761090b565b90505f7f593280c064a3468bd0774a7e5e55c2c617c83802795d1818ab1a63988dc98eab88888888604051610cf6929190612110565b6040805191829003822073ffffffffffffffffffffffffffffffffffffffff88165f9081526005602090815292902054610d6b96959493919290910194855273ffffffffffffffffffffffffffffffffffffffff93909316602085015260408401919091526060830152608082015260a00190565b60405160208183030381529060405280519060200120905061068e88610d948a858589896110b2565b898989610e61565b5f7f19000000000000000000000000000000000000000000000000000000000000008130600582610dcc8d61090b565b73ffffffffffffffffffffffffffffffffffffffff1673ffffffffffffffffffffffffffffffffffffffff1681526020019081526020015f20548b888888604051602001610e2198979695949392919061211f565b60405160208183030381529060405280519060200120905061068e88610e4a8a8a8a8a87610efa565b868686610e61565b610e5d823383611154565b5050565b610e6b8585611559565b73ffffffffffffffffffffffffffffffffffffffff85165f818152600460205260408082205490517f18ab6b2ae3d64306c00ce663125f2bd680e441a098de1635bd7ad8b0d44965e492610ec6928892889288929091612256565b60405180910390a25050505073ffffffffffffffffffffffffffffffffffffffff165f908152600460205260409020439055565b5f5f610f08838787876115e6565b5090925090505f816003811115610f2157610f21612283565b141580610f625750610f328761090b565b73ffffffffffffffffffffffffffffffffffffffff168273ffffffffffffffffffffffffffffffffffffffff1614155b15610fb6576040517f5c2422a300000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff881660048201526024015b60405180910390fd5b73ffffffffffffffffffffffffffffffffffffffff82165f908152600560205260408120805491610fe6836122dd565b91905055505095945050505050565b610fff8686611559565b73ffffffffffffffffffffffffffffffffffffffff86167f18ab6b2ae3d64306c00ce663125f2bd680e441a098de1635bd7ad8b0d44965e48585856110448642612314565b73ffffffffffffffffffffffffffffffffffffffff8c165f908152600460205260409081902054905161107b959493929190612256565b60405180910390a250505073ffffffffffffffffffffffffffffffffffffffff9092165f9081526004602052604090204390555050565b5f6110c7856110c0866116d9565b8585611726565b611115576040517f5c2422a300000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff87166004820152602401610fad565b73ffffffffffffffffffffffffffffffffffffffff85165f908152600560205260408120805491611145836122dd565b90915550949695505050505050565b61115e8383611559565b73ffffffffffffffffffffffffffffffffffffffff8381165f81815260026020908152604080832080547fffffffffffffffffffffffff000000000000000000000000000000000000000016958716958617905560048252918290205482519485529084015290917f38a5a6e68f30ed1ab45860a4afb34bcb2fc00f22ca462d249b8a8d40cda6f7a3910160405180910390a2505073ffffffffffffffffffffffffffffffffffffffff165f908152600460205260409020439055565b6112258585611559565b5f6112308242612314565b73ffffffffffffffffffffffffffffffffffffffff8781165f81815260036020908152604080832081518084018c90528251808203850181528184018085528151918601919091208652918452828520968b1680865296845282852088905585855260049093529220549189905260608101939093526080830184905260a08301529192507f5a5084339536bcab65f20799fcc58724588145ca054bd2be626174b27ba156f79060c00161107b565b5f3073ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001614801561134457507f000000000000000000000000000000000000000000000000000000000000000046145b1561136e57507f000000000000000000000000000000000000000000000000000000000000000090565b6107cd604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f0000000000000000000000000000000000000000000000000000000000000000918101919091527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b61141f8484611559565b73ffffffffffffffffffffffffffffffffffffffff8481165f81815260036020908152604080832081518084018990528251808203850181528184018085528151918601919091208652918452828520968816808652968452828520429081905586865260049094529382902054908890526060840195909552608083019190915260a0820193909352915190917f5a5084339536bcab65f20799fcc58724588145ca054bd2be626174b27ba156f7919081900360c00190a250505073ffffffffffffffffffffffffffffffffffffffff165f908152600460205260409020439055565b60606107cd7f00000000000000000000000000000000000000000000000000000000000000006117c3565b60606107cd7f00000000000000000000000000000000000000000000000000000000000000006117c3565b6115628261090b565b73ffffffffffffffffffffffffffffffffffffffff168173ffffffffffffffffffffffffffffffffffffffff1614610e5d576040517f6c66580700000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff808416600483015282166024820152604401610fad565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a084111561161f57505f915060039050826116cf565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa158015611670573d5f5f3e3d5ffd5b50506040517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0015191505073ffffffffffffffffffffffffffffffffffffffff81166116c657505f9250600191508290506116cf565b92505f91508190505b9450945094915050565b5f6117206116e56112df565b836040517f19010000000000000000000000000000000000000000000000000000000000008152600281019290925260228201526042902090565b92915050565b5f8473ffffffffffffffffffffffffffffffffffffffff163b5f036117ac575f5f611752868686611800565b5090925090505f81600381111561176b5761176b612283565b1480156117a357508673ffffffffffffffffffffffffffffffffffffffff168273ffffffffffffffffffffffffffffffffffffffff16145b925050506117bb565b6117b885858585611847565b90505b949350505050565b60605f6117cf836118ca565b6040805160208082528183019092529192505f91906020820181803683375050509182525060208101929092525090565b5f80806041849003611834578435602086013560408701355f1a611826898285856115e6565b95509550955050505061183e565b505f915060029050825b93509350939050565b604080517f1626ba7e00000000000000000000000000000000000000000000000000000000808252600482018690526024820192909252604481018390525f91908390818660648301375f82606483010152601f820160051c60051b915060205f60648401838b5afa9050825f5114601f3d111681169350505050949350505050565b5f60ff8216601f811115611720576040517fb3512b0c00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b803573ffffffffffffffffffffffffffffffffffffffff8116811461192d575f5ffd5b919050565b5f5f83601f840112611942575f5ffd5b50813567ffffffffffffffff811115611959575f5ffd5b602083019150836020828501011115611970575f5ffd5b9250929050565b5f5f5f5f6060858703121561198a575f5ffd5b6119938561190a565b935060208501359250604085013567ffffffffffffffff8111156119b5575f5ffd5b6119c187828801611932565b95989497509550505050565b5f602082840312156119dd575f5ffd5b6109428261190a565b5f5f5f606084860312156119f8575f5ffd5b611a018461190a565b925060208401359150611a166040850161190a565b90509250925092565b803560ff8116811461192d575f5ffd5b5f5f5f5f5f5f5f5f60e0898b031215611a46575f5ffd5b611a4f8961190a565b9750611a5d60208a01611a1f565b965060408901359550606089013594506080890135935060a089013567ffffffffffffffff811115611a8d575f5ffd5b611a998b828c01611932565b999c989b50969995989497949560c00135949350505050565b5f5f5f5f60608587031215611ac5575f5ffd5b611ace8561190a565b9350611adc6020860161190a565b9250604085013567ffffffffffffffff8111156119b5575f5ffd5b5f5f5f5f5f5f60a08789031215611b0c575f5ffd5b611b158761190a565b955060208701359450611b2a6040880161190a565b935060608701359250608087013567ffffffffffffffff811115611b4c575f5ffd5b611b5889828a01611932565b979a9699509497509295939492505050565b5f5f5f5f5f60a08688031215611b7e575f5ffd5b611b878661190a565b9450611b9560208701611a1f565b93506040860135925060608601359150611bb16080870161190a565b90509295509295909350565b5f5f5f5f5f60808688031215611bd1575f5ffd5b611bda8661190a565b945060208601359350611bef6040870161190a565b9250606086013567ffffffffffffffff811115611c0a575f5ffd5b611c1688828901611932565b969995985093965092949392505050565b5f5f5f5f5f60808688031215611c3b575f5ffd5b611c448661190a565b945060208601359350604086013567ffffffffffffffff811115611c66575f5ffd5b611c7288828901611932565b96999598509660600135949350505050565b5f81518084528060208401602086015e5f6020828601015260207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f83011685010191505092915050565b7fff000000000000000000000000000000000000000000000000000000000000008816815260e060208201525f611d0a60e0830189611c84565b8281036040840152611d1c8189611c84565b6060840188905273ffffffffffffffffffffffffffffffffffffffff8716608085015260a0840186905283810360c0850152845180825260208087019350909101905f5b81811015611d7e578351835260209384019390920191600101611d60565b50909b9a5050505050505050505050565b5f5f5f5f5f5f60c08789031215611da4575f5ffd5b611dad8761190a565b9550611dbb60208801611a1f565b9450604087013593506060870135925060808701359150611dde60a0880161190a565b90509295509295509295565b5f5f5f5f5f5f5f60e0888a031215611e00575f5ffd5b611e098861190a565b9650611e1760208901611a1f565b9550604088013594506060880135935060808801359250611e3a60a0890161190a565b96999598509396929591949193505060c09091013590565b5f5f5f5f60808587031215611e65575f5ffd5b611e6e8561190a565b935060208501359250611e836040860161190a565b9396929550929360600135925050565b5f5f5f5f5f5f5f60a0888a031215611ea9575f5ffd5b611eb28861190a565b965060208801359550604088013567ffffffffffffffff811115611ed4575f5ffd5b611ee08a828b01611932565b90965094505060608801359250608088013567ffffffffffffffff811115611f06575f5ffd5b611f128a828b01611932565b989b979a50959850939692959293505050565b5f5f5f5f5f5f60808789031215611f3a575f5ffd5b611f438761190a565b955060208701359450604087013567ffffffffffffffff811115611f65575f5ffd5b611f7189828a01611932565b909550935050606087013567ffffffffffffffff811115611b4c575f5ffd5b5f5f5f5f5f5f5f60c0888a031215611fa6575f5ffd5b611faf8861190a565b9650611fbd60208901611a1f565b955060408801359450606088013593506080880135925060a088013567ffffffffffffffff811115611f06575f5ffd5b5f5f60408385031215611ffe575f5ffd5b6120078361190a565b91506120156020840161190a565b90509250929050565b7fff000000000000000000000000000000000000000000000000000000000000008a1681527fff00000000000000000000000000000000000000000000000000000000000000891660018201527fffffffffffffffffffffffffffffffffffffffff0000000000000000000000008860601b1660028201528660168201527fffffffffffffffffffffffffffffffffffffffff0000000000000000000000008660601b1660368201527f7365744174747269627574650000000000000000000000000000000000000000604a820152846056820152828460768301376076920191820152609601979650505050505050565b818382375f9101908152919050565b7fff00000000000000000000000000000000000000000000000000000000000000891681527fff00000000000000000000000000000000000000000000000000000000000000881660018201527fffffffffffffffffffffffffffffffffffffffff0000000000000000000000008760601b1660028201528560168201527fffffffffffffffffffffffffffffffffffffffff0000000000000000000000008560601b1660368201527f7265766f6b654174747269627574650000000000000000000000000000000000604a820152836059820152818360798301375f9101607901908152979650505050505050565b81835281816020850137505f602082840101525f60207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f840116840101905092915050565b858152608060208201525f61226f60808301868861220f565b604083019490945250606001529392505050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b5f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff820361230d5761230d6122b0565b5060010190565b80820180821115611720576117206122b056",
}

// DIDRegistry is an auto generated Go binding around an Ethereum contract.
type DIDRegistry struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *DIDRegistry) GetABI() abi.ABI {
	return c.abi
}

// NewDIDRegistry creates a new instance of DIDRegistry.
func NewDIDRegistry() *DIDRegistry {
	parsed, err := DIDRegistryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &DIDRegistry{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *DIDRegistry) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackDOMAINSEPARATOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3644e515.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (dIDRegistry *DIDRegistry) PackDOMAINSEPARATOR() []byte {
	enc, err := dIDRegistry.abi.Pack("DOMAIN_SEPARATOR")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDOMAINSEPARATOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3644e515.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (dIDRegistry *DIDRegistry) TryPackDOMAINSEPARATOR() ([]byte, error) {
	return dIDRegistry.abi.Pack("DOMAIN_SEPARATOR")
}

// UnpackDOMAINSEPARATOR is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3644e515.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (dIDRegistry *DIDRegistry) UnpackDOMAINSEPARATOR(data []byte) ([32]byte, error) {
	out, err := dIDRegistry.abi.Unpack("DOMAIN_SEPARATOR", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackAddDelegate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa7068d66.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function addDelegate(address identity, bytes32 delegateType, address delegate, uint256 validity) returns()
func (dIDRegistry *DIDRegistry) PackAddDelegate(identity common.Address, delegateType [32]byte, delegate common.Address, validity *big.Int) []byte {
	enc, err := dIDRegistry.abi.Pack("addDelegate", identity, delegateType, delegate, validity)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAddDelegate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa7068d66.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function addDelegate(address identity, bytes32 delegateType, address delegate, uint256 validity) returns()
func (dIDRegistry *DIDRegistry) TryPackAddDelegate(identity common.Address, delegateType [32]byte, delegate common.Address, validity *big.Int) ([]byte, error) {
	return dIDRegistry.abi.Pack("addDelegate", identity, delegateType, delegate, validity)
}

// PackAddDelegateSigned is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9c2c1b2b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function addDelegateSigned(address identity, uint8 sigV, bytes32 sigR, bytes32 sigS, bytes32 delegateType, address delegate, uint256 validity) returns()
func (dIDRegistry *DIDRegistry) PackAddDelegateSigned(identity common.Address, sigV uint8, sigR [32]byte, sigS [32]byte, delegateType [32]byte, delegate common.Address, validity *big.Int) []byte {
	enc, err := dIDRegistry.abi.Pack("addDelegateSigned", identity, sigV, sigR, sigS, delegateType, delegate, validity)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAddDelegateSigned is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9c2c1b2b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function addDelegateSigned(address identity, uint8 sigV, bytes32 sigR, bytes32 sigS, bytes32 delegateType, address delegate, uint256 validity) returns()
func (dIDRegistry *DIDRegistry) TryPackAddDelegateSigned(identity common.Address, sigV uint8, sigR [32]byte, sigS [32]byte, delegateType [32]byte, delegate common.Address, validity *big.Int) ([]byte, error) {
	return dIDRegistry.abi.Pack("addDelegateSigned", identity, sigV, sigR, sigS, delegateType, delegate, validity)
}

// PackAddDelegateTyped is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2371863c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function addDelegateTyped(address identity, bytes32 delegateType, address delegate, uint256 validity, bytes signature) returns()
func (dIDRegistry *DIDRegistry) PackAddDelegateTyped(identity common.Address, delegateType [32]byte, delegate common.Address, validity *big.Int, signature []byte) []byte {
	enc, err := dIDRegistry.abi.Pack("addDelegateTyped", identity, delegateType, delegate, validity, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAddDelegateTyped is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2371863c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function addDelegateTyped(address identity, bytes32 delegateType, address delegate, uint256 validity, bytes signature) returns()
func (dIDRegistry *DIDRegistry) TryPackAddDelegateTyped(identity common.Address, delegateType [32]byte, delegate common.Address, validity *big.Int, signature []byte) ([]byte, error) {
	return dIDRegistry.abi.Pack("addDelegateTyped", identity, delegateType, delegate, validity, signature)
}

// PackChangeOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf00d4b5d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function changeOwner(address identity, address newOwner) returns()
func (dIDRegistry *DIDRegistry) PackChangeOwner(identity common.Address, newOwner common.Address) []byte {
	enc, err := dIDRegistry.abi.Pack("changeOwner", identity, newOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChangeOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf00d4b5d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function changeOwner(address identity, address newOwner) returns()
func (dIDRegistry *DIDRegistry) TryPackChangeOwner(identity common.Address, newOwner common.Address) ([]byte, error) {
	return dIDRegistry.abi.Pack("changeOwner", identity, newOwner)
}

// PackChangeOwnerSigned is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x240cf1fa.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function changeOwnerSigned(address identity, uint8 sigV, bytes32 sigR, bytes32 sigS, address newOwner) returns()
func (dIDRegistry *DIDRegistry) PackChangeOwnerSigned(identity common.Address, sigV uint8, sigR [32]byte, sigS [32]byte, newOwner common.Address) []byte {
	enc, err := dIDRegistry.abi.Pack("changeOwnerSigned", identity, sigV, sigR, sigS, newOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChangeOwnerSigned is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x240cf1fa.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function changeOwnerSigned(address identity, uint8 sigV, bytes32 sigR, bytes32 sigS, address newOwner) returns()
func (dIDRegistry *DIDRegistry) TryPackChangeOwnerSigned(identity common.Address, sigV uint8, sigR [32]byte, sigS [32]byte, newOwner common.Address) ([]byte, error) {
	return dIDRegistry.abi.Pack("changeOwnerSigned", identity, sigV, sigR, sigS, newOwner)
}

// PackChangeOwnerTyped is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x218293eb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function changeOwnerTyped(address identity, address newOwner, bytes signature) returns()
func (dIDRegistry *DIDRegistry) PackChangeOwnerTyped(identity common.Address, newOwner common.Address, signature []byte) []byte {
	enc, err := dIDRegistry.abi.Pack("changeOwnerTyped", identity, newOwner, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChangeOwnerTyped is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x218293eb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function changeOwnerTyped(address identity, address newOwner, bytes signature) returns()
func (dIDRegistry *DIDRegistry) TryPackChangeOwnerTyped(identity common.Address, newOwner common.Address, signature []byte) ([]byte, error) {
	return dIDRegistry.abi.Pack("changeOwnerTyped", identity, newOwner, signature)
}

// PackChanged is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf96d0f9f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function changed(address identity) view returns(uint256 blockNumber)
func (dIDRegistry *DIDRegistry) PackChanged(identity common.Address) []byte {
	enc, err := dIDRegistry.abi.Pack("changed", identity)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChanged is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf96d0f9f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function changed(address identity) view returns(uint256 blockNumber)
func (dIDRegistry *DIDRegistry) TryPackChanged(identity common.Address) ([]byte, error) {
	return dIDRegistry.abi.Pack("changed", identity)
}

// UnpackChanged is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf96d0f9f.
//
// Solidity: function changed(address identity) view returns(uint256 blockNumber)
func (dIDRegistry *DIDRegistry) UnpackChanged(data []byte) (*big.Int, error) {
	out, err := dIDRegistry.abi.Unpack("changed", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDelegates is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0d44625b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function delegates(address identity, bytes32 delegateTypeHash, address delegate) view returns(uint256 validTo)
func (dIDRegistry *DIDRegistry) PackDelegates(identity common.Address, delegateTypeHash [32]byte, delegate common.Address) []byte {
	enc, err := dIDRegistry.abi.Pack("delegates", identity, delegateTypeHash, delegate)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDelegates is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0d44625b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function delegates(address identity, bytes32 delegateTypeHash, address delegate) view returns(uint256 validTo)
func (dIDRegistry *DIDRegistry) TryPackDelegates(identity common.Address, delegateTypeHash [32]byte, delegate common.Address) ([]byte, error) {
	return dIDRegistry.abi.Pack("delegates", identity, delegateTypeHash, delegate)
}

// UnpackDelegates is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0d44625b.
//
// Solidity: function delegates(address identity, bytes32 delegateTypeHash, address delegate) view returns(uint256 validTo)
func (dIDRegistry *DIDRegistry) UnpackDelegates(data []byte) (*big.Int, error) {
	out, err := dIDRegistry.abi.Unpack("delegates", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDIDRegistryEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (dIDRegistry *DIDRegistry) PackDIDRegistryEip712Domain() []byte {
	enc, err := dIDRegistry.abi.Pack("eip712Domain")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDIDRegistryEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (dIDRegistry *DIDRegistry) TryPackDIDRegistryEip712Domain() ([]byte, error) {
	return dIDRegistry.abi.Pack("eip712Domain")
}

// DIDRegistryEip712DomainOutput serves as a container for the return parameters of contract
// method DIDRegistryEip712Domain.
type DIDRegistryEip712DomainOutput struct {
	Fields            [1]byte
	Name              string
	Version           string
	ChainId           *big.Int
	VerifyingContract common.Address
	Salt              [32]byte
	Extensions        []*big.Int
}

// UnpackDIDRegistryEip712Domain is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x84b0196e.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (dIDRegistry *DIDRegistry) UnpackDIDRegistryEip712Domain(data []byte) (DIDRegistryEip712DomainOutput, error) {
	out, err := dIDRegistry.abi.Unpack("eip712Domain", data)
	outstruct := new(DIDRegistryEip712DomainOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Fields = *abi.ConvertType(out[0], new([1]byte)).(*[1]byte)
	outstruct.Name = *abi.ConvertType(out[1], new(string)).(*string)
	outstruct.Version = *abi.ConvertType(out[2], new(string)).(*string)
	outstruct.ChainId = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	outstruct.VerifyingContract = *abi.ConvertType(out[4], new(common.Address)).(*common.Address)
	outstruct.Salt = *abi.ConvertType(out[5], new([32]byte)).(*[32]byte)
	outstruct.Extensions = *abi.ConvertType(out[6], new([]*big.Int)).(*[]*big.Int)
	return *outstruct, nil
}

// PackIdentityOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8733d4e8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function identityOwner(address identity) view returns(address)
func (dIDRegistry *DIDRegistry) PackIdentityOwner(identity common.Address) []byte {
	enc, err := dIDRegistry.abi.Pack("identityOwner", identity)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIdentityOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8733d4e8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function identityOwner(address identity) view returns(address)
func (dIDRegistry *DIDRegistry) TryPackIdentityOwner(identity common.Address) ([]byte, error) {
	return dIDRegistry.abi.Pack("identityOwner", identity)
}

// UnpackIdentityOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8733d4e8.
//
// Solidity: function identityOwner(address identity) view returns(address)
func (dIDRegistry *DIDRegistry) UnpackIdentityOwner(data []byte) (common.Address, error) {
	out, err := dIDRegistry.abi.Unpack("identityOwner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70ae92d2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nonce(address owner) view returns(uint256)
func (dIDRegistry *DIDRegistry) PackNonce(owner common.Address) []byte {
	enc, err := dIDRegistry.abi.Pack("nonce", owner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70ae92d2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nonce(address owner) view returns(uint256)
func (dIDRegistry *DIDRegistry) TryPackNonce(owner common.Address) ([]byte, error) {
	return dIDRegistry.abi.Pack("nonce", owner)
}

// UnpackNonce is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70ae92d2.
//
// Solidity: function nonce(address owner) view returns(uint256)
func (dIDRegistry *DIDRegistry) UnpackNonce(data []byte) (*big.Int, error) {
	out, err := dIDRegistry.abi.Unpack("nonce", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackOwners is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x022914a7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owners(address identity) view returns(address owner)
func (dIDRegistry *DIDRegistry) PackOwners(identity common.Address) []byte {
	enc, err := dIDRegistry.abi.Pack("owners", identity)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwners is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x022914a7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owners(address identity) view returns(address owner)
func (dIDRegistry *DIDRegistry) TryPackOwners(identity common.Address) ([]byte, error) {
	return dIDRegistry.abi.Pack("owners", identity)
}

// UnpackOwners is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x022914a7.
//
// Solidity: function owners(address identity) view returns(address owner)
func (dIDRegistry *DIDRegistry) UnpackOwners(data []byte) (common.Address, error) {
	out, err := dIDRegistry.abi.Unpack("owners", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRevokeAttribute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x00c023da.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revokeAttribute(address identity, bytes32 name, bytes value) returns()
func (dIDRegistry *DIDRegistry) PackRevokeAttribute(identity common.Address, name [32]byte, value []byte) []byte {
	enc, err := dIDRegistry.abi.Pack("revokeAttribute", identity, name, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevokeAttribute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x00c023da.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revokeAttribute(address identity, bytes32 name, bytes value) returns()
func (dIDRegistry *DIDRegistry) TryPackRevokeAttribute(identity common.Address, name [32]byte, value []byte) ([]byte, error) {
	return dIDRegistry.abi.Pack("revokeAttribute", identity, name, value)
}

// PackRevokeAttributeSigned is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe476af5c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revokeAttributeSigned(address identity, uint8 sigV, bytes32 sigR, bytes32 sigS, bytes32 name, bytes value) returns()
func (dIDRegistry *DIDRegistry) PackRevokeAttributeSigned(identity common.Address, sigV uint8, sigR [32]byte, sigS [32]byte, name [32]byte, value []byte) []byte {
	enc, err := dIDRegistry.abi.Pack("revokeAttributeSigned", identity, sigV, sigR, sigS, name, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevokeAttributeSigned is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe476af5c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revokeAttributeSigned(address identity, uint8 sigV, bytes32 sigR, bytes32 sigS, bytes32 name, bytes value) returns()
func (dIDRegistry *DIDRegistry) TryPackRevokeAttributeSigned(identity common.Address, sigV uint8, sigR [32]byte, sigS [32]byte, name [32]byte, value []byte) ([]byte, error) {
	return dIDRegistry.abi.Pack("revokeAttributeSigned", identity, sigV, sigR, sigS, name, value)
}

// PackRevokeAttributeTyped is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc1210a79.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revokeAttributeTyped(address identity, bytes32 name, bytes value, bytes signature) returns()
func (dIDRegistry *DIDRegistry) PackRevokeAttributeTyped(identity common.Address, name [32]byte, value []byte, signature []byte) []byte {
	enc, err := dIDRegistry.abi.Pack("revokeAttributeTyped", identity, name, value, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevokeAttributeTyped is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc1210a79.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revokeAttributeTyped(address identity, bytes32 name, bytes value, bytes signature) returns()
func (dIDRegistry *DIDRegistry) TryPackRevokeAttributeTyped(identity common.Address, name [32]byte, value []byte, signature []byte) ([]byte, error) {
	return dIDRegistry.abi.Pack("revokeAttributeTyped", identity, name, value, signature)
}

// PackRevokeDelegate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x80b29f7c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revokeDelegate(address identity, bytes32 delegateType, address delegate) returns()
func (dIDRegistry *DIDRegistry) PackRevokeDelegate(identity common.Address, delegateType [32]byte, delegate common.Address) []byte {
	enc, err := dIDRegistry.abi.Pack("revokeDelegate", identity, delegateType, delegate)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevokeDelegate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x80b29f7c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revokeDelegate(address identity, bytes32 delegateType, address delegate) returns()
func (dIDRegistry *DIDRegistry) TryPackRevokeDelegate(identity common.Address, delegateType [32]byte, delegate common.Address) ([]byte, error) {
	return dIDRegistry.abi.Pack("revokeDelegate", identity, delegateType, delegate)
}

// PackRevokeDelegateSigned is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x93072684.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revokeDelegateSigned(address identity, uint8 sigV, bytes32 sigR, bytes32 sigS, bytes32 delegateType, address delegate) returns()
func (dIDRegistry *DIDRegistry) PackRevokeDelegateSigned(identity common.Address, sigV uint8, sigR [32]byte, sigS [32]byte, delegateType [32]byte, delegate common.Address) []byte {
	enc, err := dIDRegistry.abi.Pack("revokeDelegateSigned", identity, sigV, sigR, sigS, delegateType, delegate)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevokeDelegateSigned is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x93072684.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revokeDelegateSigned(address identity, uint8 sigV, bytes32 sigR, bytes32 sigS, bytes32 delegateType, address delegate) returns()
func (dIDRegistry *DIDRegistry) TryPackRevokeDelegateSigned(identity common.Address, sigV uint8, sigR [32]byte, sigS [32]byte, delegateType [32]byte, delegate common.Address) ([]byte, error) {
	return dIDRegistry.abi.Pack("revokeDelegateSigned", identity, sigV, sigR, sigS, delegateType, delegate)
}

// PackRevokeDelegateTyped is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x45f5db43.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revokeDelegateTyped(address identity, bytes32 delegateType, address delegate, bytes signature) returns()
func (dIDRegistry *DIDRegistry) PackRevokeDelegateTyped(identity common.Address, delegateType [32]byte, delegate common.Address, signature []byte) []byte {
	enc, err := dIDRegistry.abi.Pack("revokeDelegateTyped", identity, delegateType, delegate, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevokeDelegateTyped is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x45f5db43.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revokeDelegateTyped(address identity, bytes32 delegateType, address delegate, bytes signature) returns()
func (dIDRegistry *DIDRegistry) TryPackRevokeDelegateTyped(identity common.Address, delegateType [32]byte, delegate common.Address, signature []byte) ([]byte, error) {
	return dIDRegistry.abi.Pack("revokeDelegateTyped", identity, delegateType, delegate, signature)
}

// PackSetAttribute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ad4b0a4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setAttribute(address identity, bytes32 name, bytes value, uint256 validity) returns()
func (dIDRegistry *DIDRegistry) PackSetAttribute(identity common.Address, name [32]byte, value []byte, validity *big.Int) []byte {
	enc, err := dIDRegistry.abi.Pack("setAttribute", identity, name, value, validity)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetAttribute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ad4b0a4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setAttribute(address identity, bytes32 name, bytes value, uint256 validity) returns()
func (dIDRegistry *DIDRegistry) TryPackSetAttribute(identity common.Address, name [32]byte, value []byte, validity *big.Int) ([]byte, error) {
	return dIDRegistry.abi.Pack("setAttribute", identity, name, value, validity)
}

// PackSetAttributeSigned is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x123b5e98.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setAttributeSigned(address identity, uint8 sigV, bytes32 sigR, bytes32 sigS, bytes32 name, bytes value, uint256 validity) returns()
func (dIDRegistry *DIDRegistry) PackSetAttributeSigned(identity common.Address, sigV uint8, sigR [32]byte, sigS [32]byte, name [32]byte, value []byte, validity *big.Int) []byte {
	enc, err := dIDRegistry.abi.Pack("setAttributeSigned", identity, sigV, sigR, sigS, name, value, validity)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetAttributeSigned is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x123b5e98.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setAttributeSigned(address identity, uint8 sigV, bytes32 sigR, bytes32 sigS, bytes32 name, bytes value, uint256 validity) returns()
func (dIDRegistry *DIDRegistry) TryPackSetAttributeSigned(identity common.Address, sigV uint8, sigR [32]byte, sigS [32]byte, name [32]byte, value []byte, validity *big.Int) ([]byte, error) {
	return dIDRegistry.abi.Pack("setAttributeSigned", identity, sigV, sigR, sigS, name, value, validity)
}

// PackSetAttributeTyped is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9260d9a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setAttributeTyped(address identity, bytes32 name, bytes value, uint256 validity, bytes signature) returns()
func (dIDRegistry *DIDRegistry) PackSetAttributeTyped(identity common.Address, name [32]byte, value []byte, validity *big.Int, signature []byte) []byte {
	enc, err := dIDRegistry.abi.Pack("setAttributeTyped", identity, name, value, validity, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetAttributeTyped is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9260d9a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setAttributeTyped(address identity, bytes32 name, bytes value, uint256 validity, bytes signature) returns()
func (dIDRegistry *DIDRegistry) TryPackSetAttributeTyped(identity common.Address, name [32]byte, value []byte, validity *big.Int, signature []byte) ([]byte, error) {
	return dIDRegistry.abi.Pack("setAttributeTyped", identity, name, value, validity, signature)
}

// PackValidDelegate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x622b2a3c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function validDelegate(address identity, bytes32 delegateType, address delegate) view returns(bool)
func (dIDRegistry *DIDRegistry) PackValidDelegate(identity common.Address, delegateType [32]byte, delegate common.Address) []byte {
	enc, err := dIDRegistry.abi.Pack("validDelegate", identity, delegateType, delegate)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackValidDelegate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x622b2a3c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function validDelegate(address identity, bytes32 delegateType, address delegate) view returns(bool)
func (dIDRegistry *DIDRegistry) TryPackValidDelegate(identity common.Address, delegateType [32]byte, delegate common.Address) ([]byte, error) {
	return dIDRegistry.abi.Pack("validDelegate", identity, delegateType, delegate)
}

// UnpackValidDelegate is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x622b2a3c.
//
// Solidity: function validDelegate(address identity, bytes32 delegateType, address delegate) view returns(bool)
func (dIDRegistry *DIDRegistry) UnpackValidDelegate(data []byte) (bool, error) {
	out, err := dIDRegistry.abi.Unpack("validDelegate", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// DIDRegistryDIDAttributeChanged represents a DIDAttributeChanged event raised by the DIDRegistry contract.
type DIDRegistryDIDAttributeChanged struct {
	Identity       common.Address
	Name           [32]byte
	Value          []byte
	ValidTo        *big.Int
	PreviousChange *big.Int
	Raw            *types.Log // Blockchain specific contextual infos
}

const DIDRegistryDIDAttributeChangedEventName = "DIDAttributeChanged"

// ContractEventName returns the user-defined event name.
func (DIDRegistryDIDAttributeChanged) ContractEventName() string {
	return DIDRegistryDIDAttributeChangedEventName
}

// UnpackDIDAttributeChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DIDAttributeChanged(address indexed identity, bytes32 name, bytes value, uint256 validTo, uint256 previousChange)
func (dIDRegistry *DIDRegistry) UnpackDIDAttributeChangedEvent(log *types.Log) (*DIDRegistryDIDAttributeChanged, error) {
	event := "DIDAttributeChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != dIDRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DIDRegistryDIDAttributeChanged)
	if len(log.Data) > 0 {
		if err := dIDRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range dIDRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// DIDRegistryDIDDelegateChanged represents a DIDDelegateChanged event raised by the DIDRegistry contract.
type DIDRegistryDIDDelegateChanged struct {
	Identity       common.Address
	DelegateType   [32]byte
	Delegate       common.Address
	ValidTo        *big.Int
	PreviousChange *big.Int
	Raw            *types.Log // Blockchain specific contextual infos
}

const DIDRegistryDIDDelegateChangedEventName = "DIDDelegateChanged"

// ContractEventName returns the user-defined event name.
func (DIDRegistryDIDDelegateChanged) ContractEventName() string {
	return DIDRegistryDIDDelegateChangedEventName
}

// UnpackDIDDelegateChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DIDDelegateChanged(address indexed identity, bytes32 delegateType, address delegate, uint256 validTo, uint256 previousChange)
func (dIDRegistry *DIDRegistry) UnpackDIDDelegateChangedEvent(log *types.Log) (*DIDRegistryDIDDelegateChanged, error) {
	event := "DIDDelegateChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != dIDRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DIDRegistryDIDDelegateChanged)
	if len(log.Data) > 0 {
		if err := dIDRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range dIDRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// DIDRegistryDIDOwnerChanged represents a DIDOwnerChanged event raised by the DIDRegistry contract.
type DIDRegistryDIDOwnerChanged struct {
	Identity       common.Address
	Owner          common.Address
	PreviousChange *big.Int
	Raw            *types.Log // Blockchain specific contextual infos
}

const DIDRegistryDIDOwnerChangedEventName = "DIDOwnerChanged"

// ContractEventName returns the user-defined event name.
func (DIDRegistryDIDOwnerChanged) ContractEventName() string {
	return DIDRegistryDIDOwnerChangedEventName
}

// UnpackDIDOwnerChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DIDOwnerChanged(address indexed identity, address owner, uint256 previousChange)
func (dIDRegistry *DIDRegistry) UnpackDIDOwnerChangedEvent(log *types.Log) (*DIDRegistryDIDOwnerChanged, error) {
	event := "DIDOwnerChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != dIDRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DIDRegistryDIDOwnerChanged)
	if len(log.Data) > 0 {
		if err := dIDRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range dIDRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// DIDRegistryEIP712DomainChanged represents a EIP712DomainChanged event raised by the DIDRegistry contract.
type DIDRegistryEIP712DomainChanged struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const DIDRegistryEIP712DomainChangedEventName = "EIP712DomainChanged"

// ContractEventName returns the user-defined event name.
func (DIDRegistryEIP712DomainChanged) ContractEventName() string {
	return DIDRegistryEIP712DomainChangedEventName
}

// UnpackEIP712DomainChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EIP712DomainChanged()
func (dIDRegistry *DIDRegistry) UnpackEIP712DomainChangedEvent(log *types.Log) (*DIDRegistryEIP712DomainChanged, error) {
	event := "EIP712DomainChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != dIDRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DIDRegistryEIP712DomainChanged)
	if len(log.Data) > 0 {
		if err := dIDRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range dIDRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (dIDRegistry *DIDRegistry) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], dIDRegistry.abi.Errors["DIDRegistryBadSignature"].ID.Bytes()[:4]) {
		return dIDRegistry.UnpackDIDRegistryBadSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], dIDRegistry.abi.Errors["DIDRegistryNotOwner"].ID.Bytes()[:4]) {
		return dIDRegistry.UnpackDIDRegistryNotOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], dIDRegistry.abi.Errors["InvalidShortString"].ID.Bytes()[:4]) {
		return dIDRegistry.UnpackInvalidShortStringError(raw[4:])
	}
	if bytes.Equal(raw[:4], dIDRegistry.abi.Errors["StringTooLong"].ID.Bytes()[:4]) {
		return dIDRegistry.UnpackStringTooLongError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// DIDRegistryDIDRegistryBadSignature represents a DIDRegistryBadSignature error raised by the DIDRegistry contract.
type DIDRegistryDIDRegistryBadSignature struct {
	Identity common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DIDRegistryBadSignature(address identity)
func DIDRegistryDIDRegistryBadSignatureErrorID() common.Hash {
	return common.HexToHash("0x5c2422a3d74c9e8f0f6d9a16df2e4c21f014c0ab7fd400362364915bff8bc3ad")
}

// UnpackDIDRegistryBadSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DIDRegistryBadSignature(address identity)
func (dIDRegistry *DIDRegistry) UnpackDIDRegistryBadSignatureError(raw []byte) (*DIDRegistryDIDRegistryBadSignature, error) {
	out := new(DIDRegistryDIDRegistryBadSignature)
	if err := dIDRegistry.abi.UnpackIntoInterface(out, "DIDRegistryBadSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DIDRegistryDIDRegistryNotOwner represents a DIDRegistryNotOwner error raised by the DIDRegistry contract.
type DIDRegistryDIDRegistryNotOwner struct {
	Identity common.Address
	Actor    common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DIDRegistryNotOwner(address identity, address actor)
func DIDRegistryDIDRegistryNotOwnerErrorID() common.Hash {
	return common.HexToHash("0x6c665807aba99ce0c296f24bf71036a5069d0731e37aafa2ba428321617c92d0")
}

// UnpackDIDRegistryNotOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DIDRegistryNotOwner(address identity, address actor)
func (dIDRegistry *DIDRegistry) UnpackDIDRegistryNotOwnerError(raw []byte) (*DIDRegistryDIDRegistryNotOwner, error) {
	out := new(DIDRegistryDIDRegistryNotOwner)
	if err := dIDRegistry.abi.UnpackIntoInterface(out, "DIDRegistryNotOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DIDRegistryInvalidShortString represents a InvalidShortString error raised by the DIDRegistry contract.
type DIDRegistryInvalidShortString struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidShortString()
func DIDRegistryInvalidShortStringErrorID() common.Hash {
	return common.HexToHash("0xb3512b0c6163e5f0bafab72bb631b9d58cd7a731b082f910338aa21c83d5c274")
}

// UnpackInvalidShortStringError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidShortString()
func (dIDRegistry *DIDRegistry) UnpackInvalidShortStringError(raw []byte) (*DIDRegistryInvalidShortString, error) {
	out := new(DIDRegistryInvalidShortString)
	if err := dIDRegistry.abi.UnpackIntoInterface(out, "InvalidShortString", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DIDRegistryStringTooLong represents a StringTooLong error raised by the DIDRegistry contract.
type DIDRegistryStringTooLong struct {
	Str string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StringTooLong(string str)
func DIDRegistryStringTooLongErrorID() common.Hash {
	return common.HexToHash("0x305a27a93f8e33b7392df0a0f91d6fc63847395853c45991eec52dbf24d72381")
}

// UnpackStringTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StringTooLong(string str)
func (dIDRegistry *DIDRegistry) UnpackStringTooLongError(raw []byte) (*DIDRegistryStringTooLong, error) {
	out := new(DIDRegistryStringTooLong)
	if err := dIDRegistry.abi.UnpackIntoInterface(out, "StringTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}
