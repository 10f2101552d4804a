"""The SHA-256 of every output, as the generator wrote them when each language
became a folder of its own: all eight mappings, each with three selections.

Recorded from the generator before that change (the one difference made on
purpose: the comment of bitboards.py that names the fast paths' module says
bitboard_tables/fastpath.py, not generator/fastpath.py), so that
tests/proofs/test_outputs.py proves the change left every byte as it was. An
issue that changes an output on purpose records the new digests with
`python -m tests.oracles.digests --write` and says why in its commit.
"""

# the options of `generate` of each selection, besides --mapping
SELECTIONS = {
    "full": (),
    "subset": ("--only", "rook_attacks,BETWEEN", "--prefix", "eng"),
    "fns": ("--only", "pinned,shift_one,piece_attacks", "--prefix", "X_"),
}

# (mapping, selection, file) -> SHA-256 of its bytes
DIGESTS = {
    ("LERF", "full", "bitboards.go"): "81f351676c513ab5d628cc0611047243ca8b4f22b8f0f772483cb847d49e6c8c",
    ("LERF", "full", "bitboards.h"): "ce7eda15e1f9d9d781824d710d30b729288aa3c1c59dc90d1d0ce0df303c70c3",
    ("LERF", "full", "bitboards.py"): "76e38b085ab650be5e315aa43e542cb59902b694e695d619307502929a747fb3",
    ("LERF", "full", "bitboards.rs"): "ebc170577815a76ef143d6c8c740faf4adfd69fb53a9920a45dc8d05b2d837d7",
    ("LERF", "full", "bitboards.zig"): "eafff09b34871fe59a929f35c264931af6c36dbb1413b0940aecd0f939dd32a9",
    ("LERF", "full", "bitboards_sliders.h"): "f58023f83c6c96bb7fae7c39d68b30a92bed2601375231adb37234c01974b122",
    ("LERF", "subset", "bitboards.go"): "d7fd5d2a51c125fdd9432cc54c1e4d99f28fd1c06a6d704a6bbc8e7a8ad6114f",
    ("LERF", "subset", "bitboards.h"): "e60c3adbcf4ec8be7dbfcbe4e113c04f3e96e6e91d11d3e3b3447b314af278df",
    ("LERF", "subset", "bitboards.py"): "9e2bd71e362ff6c5082ec54221c5d00305780b5144a73eda5a631c4a2b0787b7",
    ("LERF", "subset", "bitboards.rs"): "acc51eeaca24cd43fd923e7b6bf7ef37f13bf526f7b1ad8bb6575fa9e8d0cac1",
    ("LERF", "subset", "bitboards.zig"): "79c4448c0e3d22951a6031b195923a8c285edb90b2a13cdf792b5d40fe18d5b0",
    ("LERF", "fns", "bitboards.go"): "32e5b2893fc89e7bef12f36c7d59c10cb22b7cc315918f149f7da992b98e8d53",
    ("LERF", "fns", "bitboards.h"): "d6b9d23cd765a88151db25088355cb44a4528f0b5a2263265cd6ab03ee12341f",
    ("LERF", "fns", "bitboards.py"): "94cba5b94d403c5445fdb57bec6b0fb191544251a4d4b832bdeb27bb50a3e629",
    ("LERF", "fns", "bitboards.rs"): "8b60a24222ddbb15c16ba5e2a249b07507719006e77ef5f5ac7da4407de879a8",
    ("LERF", "fns", "bitboards.zig"): "51c63478f07f0933c33e934a348659af50d03e91348e9b0867021e95576f0857",
    ("LERBEF", "full", "bitboards.go"): "3cf226fd673d6320bd48f6684dcc04470da64e0312d93f420901655070635f44",
    ("LERBEF", "full", "bitboards.h"): "dae59bdbf0a4f5e1c2e90c5b815e848efb536538095b7ab3bb11fabefb105c28",
    ("LERBEF", "full", "bitboards.py"): "8976a3ff1c66863d5b49f2dc4604d580ccadc5d9da3ea09360b46458c873e069",
    ("LERBEF", "full", "bitboards.rs"): "26c086a32c8632e2d26830591a3716748b7cc0f3c4910ae18778c840cb3fafe7",
    ("LERBEF", "full", "bitboards.zig"): "bea898d3ff34cee050623c571a292778fdd2962ef76bad8862e7f4777e41c127",
    ("LERBEF", "full", "bitboards_sliders.h"): "de278cccfc08b075e9153762b2f31f5bf885628787e98e3107d1f74e56b24a33",
    ("LERBEF", "subset", "bitboards.go"): "cbf4ce5bb2a154a1da0ceb504c996bf31714bc0ef69c676014b3412ffebbd9f4",
    ("LERBEF", "subset", "bitboards.h"): "becc562b3f848a96903f4e38cf2399374dfaa3dacc41845a5bae222cd13c5757",
    ("LERBEF", "subset", "bitboards.py"): "94b37e582d66167981e7142bd836147dba97846d38f604464261aaa3def0eacd",
    ("LERBEF", "subset", "bitboards.rs"): "f27601b94e8ced5b2815b6bbbaef1495b070819b231de058701eaf534be55453",
    ("LERBEF", "subset", "bitboards.zig"): "87cec13727841e0cb162b617c1b6406f4df7c8a9c3a8e8f696407f9405c612ba",
    ("LERBEF", "fns", "bitboards.go"): "931906065943e2dbc86f38da5b30e758ee42e084c2fcb0a99e6b826bf9605ec0",
    ("LERBEF", "fns", "bitboards.h"): "fc2d7c6135b5d317a7ed46d0e63b715ad64dfe9ff997e7ed795e8e634bc51ea1",
    ("LERBEF", "fns", "bitboards.py"): "de954b3c9b9625186e3619ad8bdd44aeca21e31266c2577b29fbf55f80034a4e",
    ("LERBEF", "fns", "bitboards.rs"): "86121666469cd3f29a04a60fbf7092f83dcdeed916c94f1893c6482ee4ebda9c",
    ("LERBEF", "fns", "bitboards.zig"): "db43fa95a4ae4b9695f2a2b23c0d0dfb5f0202c6b9c483ee2141382901bfd2d9",
    ("BERLEF", "full", "bitboards.go"): "6b5d59349797e7562f0552f1db7bd28b230c658375a394ed1522d46a6b76827f",
    ("BERLEF", "full", "bitboards.h"): "69e3adcd07d5d49abbf3b00d21f639b2ed216cd843ce36f489838de1a44a3bab",
    ("BERLEF", "full", "bitboards.py"): "078f8f54e3e73c424b59464848fecdcdecc1fd51593bcbd84afb9da3f6046d41",
    ("BERLEF", "full", "bitboards.rs"): "76e7aff647041b60ab9073146fea41b886fcd46b69e825a07f4d92e1fd5831ba",
    ("BERLEF", "full", "bitboards.zig"): "031cd17e2b74f2f054c3908e8e100aa05948e181cb4052415bc3b39144291ff1",
    ("BERLEF", "full", "bitboards_sliders.h"): "d9f8bce2f3fcdca33b9b1f1bf7649574324cb530ae95f68887153fb2cd9849d0",
    ("BERLEF", "subset", "bitboards.go"): "c430810dfcb8cc7b4b8bd8719e5b437b2eed1003ed0edb548a162ca4409ce87b",
    ("BERLEF", "subset", "bitboards.h"): "2a3ad953cecb1fabd4bb1d9f7e213979d8f712edad800b006d6955b7efd306bd",
    ("BERLEF", "subset", "bitboards.py"): "8f4bc9d7a365fdfa72b7be9ff8daf7eb5769239105d6e90cda34ed9fb76d6c08",
    ("BERLEF", "subset", "bitboards.rs"): "4fa63ca5f3684675db0136ee16db5955fe3337351885415ba9d87a3f46b57b60",
    ("BERLEF", "subset", "bitboards.zig"): "7df75d970203f31d2345082915ffad9527d67e6385bf2875a99b8424ffea189d",
    ("BERLEF", "fns", "bitboards.go"): "681b5765297bf180571c50d9a45fb108dcfb093877e541ce90299c618bab8857",
    ("BERLEF", "fns", "bitboards.h"): "0b55c407314bc81b66424e6654ce49521075fb82caa954395bff97b2a46f668f",
    ("BERLEF", "fns", "bitboards.py"): "78cc2108534e0193f1c67667b205d1bef9e5996c6db076552c7ef414c2e11eeb",
    ("BERLEF", "fns", "bitboards.rs"): "fb8de332fe62a3784e1c7f16f101bb2457dae2785e23a4b8e9c8a1e867c6179e",
    ("BERLEF", "fns", "bitboards.zig"): "3893da5111d77934efcf2061f829964ffe8ae64a7e811db52231bb4ffed09aaa",
    ("BERF", "full", "bitboards.go"): "6f69785f24d53812771314fa68e721595bbef95dc60eec004d29d74a902edf56",
    ("BERF", "full", "bitboards.h"): "69965396ea7b32d76f96032744a183350ce7030c0ca977f2603374cef7794710",
    ("BERF", "full", "bitboards.py"): "8e7b20fb35cb5175da9eb55ca81dff40d8ceac91efad1c58163c89280dcfa72a",
    ("BERF", "full", "bitboards.rs"): "8d9eb6efa0b2affd6fee14210274681f88696d699408bd7c634adba0e77470f9",
    ("BERF", "full", "bitboards.zig"): "34b2b3e93ce74cca05928db01f4cccb996092746a0ec2cfa003736e0429de48e",
    ("BERF", "full", "bitboards_sliders.h"): "0a5c6461e98322a423a82734869db5a561fbc15505e0986a996ce9b56569d9ce",
    ("BERF", "subset", "bitboards.go"): "4468e487cbc816a3d0fb6e93892c3c8b82d098c98f7fbb00cb3fda6322416df0",
    ("BERF", "subset", "bitboards.h"): "289cfcfbbc60c1657dbc1c44018ef919fb7a923710b3f797524c359c9315e01b",
    ("BERF", "subset", "bitboards.py"): "1be5537f56a600df47123b2e55586914eacf304c67e4de3ed90f976de6ce86d6",
    ("BERF", "subset", "bitboards.rs"): "08c5224566d67b647236c0dc4422a11477a2cc581344c584a22f8caa7daa02fd",
    ("BERF", "subset", "bitboards.zig"): "42d07976e11c198de6376f1a25181a7ee2c08b613200993782b0cfedb0534d5d",
    ("BERF", "fns", "bitboards.go"): "646e21171c8e8e232c837c6b8cccd2c74b3cdf8d3c398e13b858b35f40ff209e",
    ("BERF", "fns", "bitboards.h"): "7676228350154fe740748df9182067c6ffc4871b7dc2b151bf59d258f0f3f5b9",
    ("BERF", "fns", "bitboards.py"): "940ed45679ad6a50e567aac749f42617ee50b401acde0abf17910a7b67f87286",
    ("BERF", "fns", "bitboards.rs"): "71700e67c7ed838713d0b2e63f2005a50bf1cc2178b038fe6f6d23be1b23b5fc",
    ("BERF", "fns", "bitboards.zig"): "4f6337cfbce45ff367760daaef7e9d525aa7d046d1d68aa2d3b8dfcfb672cf8e",
    ("LEFR", "full", "bitboards.go"): "a8ccc21dd8b264d0a8875afa5bb7d606a91104e14aa2b439cfc43cfe63f9acb9",
    ("LEFR", "full", "bitboards.h"): "8912b101ed65c2e56d2e80ad9f348fd3c020ea356be115c2cd088d64b163d9b0",
    ("LEFR", "full", "bitboards.py"): "e921212c4dd5443f81030b9fec6fe86a208c2d39585c7aaeb918362f63d83177",
    ("LEFR", "full", "bitboards.rs"): "547458c133f2ad3e67da3e240a6796220c17091d88078641d903b55795e5365d",
    ("LEFR", "full", "bitboards.zig"): "d0a0d42ffb3a99ba4a274857eb198afde61d417c28bc95085feb26daf55fec63",
    ("LEFR", "full", "bitboards_sliders.h"): "88acdf2e70ec646dff24e8f5d9f3a8c567df7e702314afd5cc17d5a49b0c5bd4",
    ("LEFR", "subset", "bitboards.go"): "aa2310e7572f73ec3bf7a430c5fb32c3891cbf1cc9ed3381492cfc383bf1ac06",
    ("LEFR", "subset", "bitboards.h"): "abbf838ff5221bc1410db480ec577f9a6c1c8bfbd70595a2f54e09ef4648c680",
    ("LEFR", "subset", "bitboards.py"): "59998f876dbd169f5aa055b2459d8e74a73b4e609dd3680b30d8be4b5e026ee2",
    ("LEFR", "subset", "bitboards.rs"): "5e4b3ad539e0ada11e08f839479eb38ffd312259854cc02837fa1c21aa0efdbe",
    ("LEFR", "subset", "bitboards.zig"): "96d0edbd7f2b20c0bc63f44bac5a9580b461b074fe8f1acae5df6c2c4a219bdd",
    ("LEFR", "fns", "bitboards.go"): "917dcbafaa2e2f24f832ee81c539eb4edb594786cecac8cad9f425b62eb2ec44",
    ("LEFR", "fns", "bitboards.h"): "52e75107e278fb1cce986a7a2c5d6614218dff1dcccbcd5688463502f19f035e",
    ("LEFR", "fns", "bitboards.py"): "68f8562b996df4dfd21b93b817c3731f116d681e3094accc6d68760e81e220be",
    ("LEFR", "fns", "bitboards.rs"): "b01e48f9d003f6fc5a6801394f2d6bfe1620799287186870efe4678babdcbe45",
    ("LEFR", "fns", "bitboards.zig"): "dcb919ad4f68ddaf58fdd09fe5a6541a3812a88ecd561d0495825ac3281b87d3",
    ("LEFBER", "full", "bitboards.go"): "27541b99ea8ea4e5fae88226e9a035447dd185a62728bd4533f759ee51fc886e",
    ("LEFBER", "full", "bitboards.h"): "87cbdaabf28bbfbbde3afcf3a5d79c71dbfd6c6372c95cb3f53cf3163fd296b7",
    ("LEFBER", "full", "bitboards.py"): "c2a26c070ef65423ba78876a6a101c6fc8485b8b29cdcd10097d2bfedd0770c7",
    ("LEFBER", "full", "bitboards.rs"): "0fa0f9bfba04ab849ac1276f71ed2ec2c68b287eecd2d347198a7c61710a013e",
    ("LEFBER", "full", "bitboards.zig"): "d10efdced2119e1f31b3f9c149aefe94d8c928394ef061805d7e27d41fea3e20",
    ("LEFBER", "full", "bitboards_sliders.h"): "ac417787e5eb277959ab9e63cdf32f16a82d2ac1d2c5c177e38a9ff554e6827f",
    ("LEFBER", "subset", "bitboards.go"): "06c7ad5e93765d0bbce5d775f81a262311b120067e1ee77f51b0bb447577868c",
    ("LEFBER", "subset", "bitboards.h"): "4062a5bc0f779df69be31b77b0115cfdb37d5479bc10d7c8fa7730a10dc505e5",
    ("LEFBER", "subset", "bitboards.py"): "e515d0b25c97b7921a013522627ad23ddf42454a044e9ec7c39132ef85f52288",
    ("LEFBER", "subset", "bitboards.rs"): "0c3b4e09429454ef78d8fb38d07bfb2745a1b5bec2b61623172a05bf5e8662f8",
    ("LEFBER", "subset", "bitboards.zig"): "f0adf335b20280269fc012b1edc1ed5a52dcc763baf01a842d18f833d693d89c",
    ("LEFBER", "fns", "bitboards.go"): "2c85981cf6febed81f88d8590d5b0aab2b972abf7832bd3e88ec82de8da61ae2",
    ("LEFBER", "fns", "bitboards.h"): "89a943d43849b0ed099db6bc124a512fe37f40723e1e7b8c0418bf8a89e7daae",
    ("LEFBER", "fns", "bitboards.py"): "897e808ae2621997b7a6ae14008052a24c1cf1ec84b1504ca65d578391722483",
    ("LEFBER", "fns", "bitboards.rs"): "4287ab9f0cee0aacd6d8389726a86d32ef41201d3a3fff71a0599c8f567198e4",
    ("LEFBER", "fns", "bitboards.zig"): "4c9a896ca86f51097fdb1623f5591b5e7884792f0a013422a49419282c6fb9d0",
    ("BEFLER", "full", "bitboards.go"): "fb783d51f9ebbb639fbc9326af8c661a25ff251bb164ed81cbcda54816d74577",
    ("BEFLER", "full", "bitboards.h"): "0da4ad9b2843417684fa50a4e96ace7ae032db2a3cb53065fb40dfc74ba055fa",
    ("BEFLER", "full", "bitboards.py"): "2de331f2e4c70f508078c149c0bb7318f69352964a0f39cbcb8e30471a293500",
    ("BEFLER", "full", "bitboards.rs"): "b689a716ffe869e92bd3c32a125ae9f9c31c979fa6b667d4f5e4bc7f1e8b1e46",
    ("BEFLER", "full", "bitboards.zig"): "304dafefbe23114756b49deba2bcb8928538766f6fcc9f9b298a30f8db37f0bd",
    ("BEFLER", "full", "bitboards_sliders.h"): "74705714fb8d529dd7bd9c63011411c6ad64ffc0d93349445405e27daf70aebb",
    ("BEFLER", "subset", "bitboards.go"): "021149ef286229de0601047faa9aec39eb71bec44793db4d11bc7dba1a7dc277",
    ("BEFLER", "subset", "bitboards.h"): "f64130a7dd2569c802848e455afe998e702ef7c6728088cb3e94e0f7866dce99",
    ("BEFLER", "subset", "bitboards.py"): "2318b693c5f92855d2719a895c562c6af1135d3b4a638579cb4e6513df87aee7",
    ("BEFLER", "subset", "bitboards.rs"): "cad8aae8adc6b103b479be3a2bf7fb9d80c97778c856c24f821c0fabe4636530",
    ("BEFLER", "subset", "bitboards.zig"): "9cbb1768b9078d11da933021d79ac177d21974d0d850052d9ccef80cae8546f8",
    ("BEFLER", "fns", "bitboards.go"): "9b5a4c56f6bd4222abdf760d9b7dca5fbcca310d77e2eb4c96705bb5c93a47e7",
    ("BEFLER", "fns", "bitboards.h"): "bbb5e320d9993eea18df9417ff0bff0330b3624e542e4e11c25526b96f5a1201",
    ("BEFLER", "fns", "bitboards.py"): "3a3055b3f318bf2a9a62418bea3f24b5f12a1e248d77168f6732ad263c4302ce",
    ("BEFLER", "fns", "bitboards.rs"): "1e67c6d549849511ad1c6a768882980ad4b817c8cf72f93d6d393d97d9ac8c8b",
    ("BEFLER", "fns", "bitboards.zig"): "0f852aea4ca1d28fb22efa395f295b14cca13beaf58444930d1bb2912409afc5",
    ("BEFR", "full", "bitboards.go"): "08da0817700ee96cfbbff9ccb4de3f9417b57858b87eae9f81b20dce86ffe09c",
    ("BEFR", "full", "bitboards.h"): "7e7165a1d350fe9e115861a67c9c31c89780d798a4e4e9ce5e47a6fd4d3096f8",
    ("BEFR", "full", "bitboards.py"): "1f79d79266750b0c792dc5bc6a46c17d205d3b85e93e9da1563f581dcd354fcc",
    ("BEFR", "full", "bitboards.rs"): "c1c3076596c6113efd4fb81c68b3c3fe611127eab4ad409bc73e23e2fe2f2324",
    ("BEFR", "full", "bitboards.zig"): "13e1f5174de3219faedd161827de1bb94231b380433aedd17632b72b83cdf5ed",
    ("BEFR", "full", "bitboards_sliders.h"): "0e4fec8766de68b2ed0d0d7da10e83d53305aa58eaac13e6f15fda014ff75e76",
    ("BEFR", "subset", "bitboards.go"): "65b4e64845ae577f9e1097479af16f724967bbc01c40a44f062d752704d07221",
    ("BEFR", "subset", "bitboards.h"): "cb60f8f02ed8b724c2d805e4affb43ffdb7bc08e9bb06a437ad6754dd437e18b",
    ("BEFR", "subset", "bitboards.py"): "91934253d1e638950d9d146b0460b1d7c7b095a64cfb838fe0cbbe03e4c46602",
    ("BEFR", "subset", "bitboards.rs"): "d597d6a372ecf0613d86c501d85fb6c7b32c9b1bd415f89d7cefbac29621e43d",
    ("BEFR", "subset", "bitboards.zig"): "bf6bf0b816794575b0dbaa750f3ce84c45e66b2be38169dec71fe8ee56a9b57a",
    ("BEFR", "fns", "bitboards.go"): "f3fbef9ee53b37ec3609f07f5e499a2bc6290b3bbec2392c01acfd0696c6f6bb",
    ("BEFR", "fns", "bitboards.h"): "2793f92d1d9f014f97f7369601c944d337b1be607785612317b74949793752ec",
    ("BEFR", "fns", "bitboards.py"): "53ad8acade12847e544934a97279902247fa8e8ec08c1d6ed23c75fbc83c57d0",
    ("BEFR", "fns", "bitboards.rs"): "4829a5fcfb587185fd15e99e92e488a7b0dddd9930ace4ba16f50d48a87ec1a7",
    ("BEFR", "fns", "bitboards.zig"): "cf1963784e1c764afbb72bcf96e5f88ac4213356f2411085173cf9b1d023c422",
}


def main(argv=None) -> int:
    """Prints the digests of the outputs the generator writes now (with --write,
    rewrites this module's DIGESTS)."""
    import argparse
    import hashlib
    import re
    import sys
    from pathlib import Path

    from bitboard_tables.languages import render_outputs
    from bitboard_tables.mapping import MAPPINGS
    from bitboard_tables.selection import select

    parser = argparse.ArgumentParser(prog="python -m tests.oracles.digests", description=main.__doc__)
    parser.add_argument("--write", action="store_true", help="rewrite DIGESTS in this module")
    args = parser.parse_args(argv)
    rows = []
    for mapping in MAPPINGS.values():
        for selection, options in SELECTIONS.items():
            given = dict(zip(options[::2], options[1::2]))
            only = given["--only"].split(",") if "--only" in given else None
            chosen = select(only, given.get("--prefix", "BB").rstrip("_"), mapping)
            for name, text in sorted(render_outputs(chosen).items()):
                digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
                rows.append(f'    ("{mapping.name}", "{selection}", "{name}"): "{digest}",')
    if not args.write:
        print("\n".join(rows))
        return 0
    path = Path(__file__)
    text = re.sub(r"(?ms)^DIGESTS = \{\n.*?^\}\n", "DIGESTS = {\n" + "\n".join(rows) + "\n}\n", path.read_text())
    path.write_text(text)
    print(f"wrote {path}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
