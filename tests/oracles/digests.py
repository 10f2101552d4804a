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
    ("LERF", "full", "bitboards.h"): "ce7eda15e1f9d9d781824d710d30b729288aa3c1c59dc90d1d0ce0df303c70c3",
    ("LERF", "full", "bitboards.hpp"): "d1d38ca2260c74d5d8faf6ba77a0c018b768de4c0dd809ca74bd2136cb3c7468",
    ("LERF", "full", "bitboards.py"): "76e38b085ab650be5e315aa43e542cb59902b694e695d619307502929a747fb3",
    ("LERF", "full", "bitboards.rs"): "ebc170577815a76ef143d6c8c740faf4adfd69fb53a9920a45dc8d05b2d837d7",
    ("LERF", "full", "bitboards_sliders.h"): "f58023f83c6c96bb7fae7c39d68b30a92bed2601375231adb37234c01974b122",
    ("LERF", "subset", "bitboards.h"): "e60c3adbcf4ec8be7dbfcbe4e113c04f3e96e6e91d11d3e3b3447b314af278df",
    ("LERF", "subset", "bitboards.hpp"): "14fce6e0186f3a336d210d76ad65faf2aa802dd62bdf00591ca307ad2ee8fc90",
    ("LERF", "subset", "bitboards.py"): "9e2bd71e362ff6c5082ec54221c5d00305780b5144a73eda5a631c4a2b0787b7",
    ("LERF", "subset", "bitboards.rs"): "acc51eeaca24cd43fd923e7b6bf7ef37f13bf526f7b1ad8bb6575fa9e8d0cac1",
    ("LERF", "fns", "bitboards.h"): "d6b9d23cd765a88151db25088355cb44a4528f0b5a2263265cd6ab03ee12341f",
    ("LERF", "fns", "bitboards.hpp"): "1d0fac653dc9f3ee6fe8c68a0f7fc6b8a60b3ec9eceeca2d450f75e7dbdfe3a3",
    ("LERF", "fns", "bitboards.py"): "94cba5b94d403c5445fdb57bec6b0fb191544251a4d4b832bdeb27bb50a3e629",
    ("LERF", "fns", "bitboards.rs"): "8b60a24222ddbb15c16ba5e2a249b07507719006e77ef5f5ac7da4407de879a8",
    ("LERBEF", "full", "bitboards.h"): "dae59bdbf0a4f5e1c2e90c5b815e848efb536538095b7ab3bb11fabefb105c28",
    ("LERBEF", "full", "bitboards.hpp"): "aced38e6463bb6a2e98526f75c487ca6f94089284553dd84c156f12fa64c4fb9",
    ("LERBEF", "full", "bitboards.py"): "8976a3ff1c66863d5b49f2dc4604d580ccadc5d9da3ea09360b46458c873e069",
    ("LERBEF", "full", "bitboards.rs"): "26c086a32c8632e2d26830591a3716748b7cc0f3c4910ae18778c840cb3fafe7",
    ("LERBEF", "full", "bitboards_sliders.h"): "de278cccfc08b075e9153762b2f31f5bf885628787e98e3107d1f74e56b24a33",
    ("LERBEF", "subset", "bitboards.h"): "becc562b3f848a96903f4e38cf2399374dfaa3dacc41845a5bae222cd13c5757",
    ("LERBEF", "subset", "bitboards.hpp"): "d9f190fbe967bf336df8ad30563571f34dd205265166403fd6705c01e4b78f6d",
    ("LERBEF", "subset", "bitboards.py"): "94b37e582d66167981e7142bd836147dba97846d38f604464261aaa3def0eacd",
    ("LERBEF", "subset", "bitboards.rs"): "f27601b94e8ced5b2815b6bbbaef1495b070819b231de058701eaf534be55453",
    ("LERBEF", "fns", "bitboards.h"): "fc2d7c6135b5d317a7ed46d0e63b715ad64dfe9ff997e7ed795e8e634bc51ea1",
    ("LERBEF", "fns", "bitboards.hpp"): "d4b6b163b1f1d6a594019e67681c5b636c197d4be9a7d836f9d1ea919d56c712",
    ("LERBEF", "fns", "bitboards.py"): "de954b3c9b9625186e3619ad8bdd44aeca21e31266c2577b29fbf55f80034a4e",
    ("LERBEF", "fns", "bitboards.rs"): "86121666469cd3f29a04a60fbf7092f83dcdeed916c94f1893c6482ee4ebda9c",
    ("BERLEF", "full", "bitboards.h"): "69e3adcd07d5d49abbf3b00d21f639b2ed216cd843ce36f489838de1a44a3bab",
    ("BERLEF", "full", "bitboards.hpp"): "9a2df4636e56b48cb010d25168c34c37603e01c719f5deafe949e3ea2ca3202d",
    ("BERLEF", "full", "bitboards.py"): "078f8f54e3e73c424b59464848fecdcdecc1fd51593bcbd84afb9da3f6046d41",
    ("BERLEF", "full", "bitboards.rs"): "76e7aff647041b60ab9073146fea41b886fcd46b69e825a07f4d92e1fd5831ba",
    ("BERLEF", "full", "bitboards_sliders.h"): "d9f8bce2f3fcdca33b9b1f1bf7649574324cb530ae95f68887153fb2cd9849d0",
    ("BERLEF", "subset", "bitboards.h"): "2a3ad953cecb1fabd4bb1d9f7e213979d8f712edad800b006d6955b7efd306bd",
    ("BERLEF", "subset", "bitboards.hpp"): "11aedddf24a4f0c1f8ab97e8e32f9d2b3e45e57ea7758b5e87dfbcf06f0078a4",
    ("BERLEF", "subset", "bitboards.py"): "8f4bc9d7a365fdfa72b7be9ff8daf7eb5769239105d6e90cda34ed9fb76d6c08",
    ("BERLEF", "subset", "bitboards.rs"): "4fa63ca5f3684675db0136ee16db5955fe3337351885415ba9d87a3f46b57b60",
    ("BERLEF", "fns", "bitboards.h"): "0b55c407314bc81b66424e6654ce49521075fb82caa954395bff97b2a46f668f",
    ("BERLEF", "fns", "bitboards.hpp"): "5813d6465198a0d3886076e56d7f36d6c54a8a3062d1a9a150e3564571a38793",
    ("BERLEF", "fns", "bitboards.py"): "78cc2108534e0193f1c67667b205d1bef9e5996c6db076552c7ef414c2e11eeb",
    ("BERLEF", "fns", "bitboards.rs"): "fb8de332fe62a3784e1c7f16f101bb2457dae2785e23a4b8e9c8a1e867c6179e",
    ("BERF", "full", "bitboards.h"): "69965396ea7b32d76f96032744a183350ce7030c0ca977f2603374cef7794710",
    ("BERF", "full", "bitboards.hpp"): "ed3bbf56d8dc127c63769bd43b64346120dac26f5ae0a8fcf5311a661cd5754a",
    ("BERF", "full", "bitboards.py"): "8e7b20fb35cb5175da9eb55ca81dff40d8ceac91efad1c58163c89280dcfa72a",
    ("BERF", "full", "bitboards.rs"): "8d9eb6efa0b2affd6fee14210274681f88696d699408bd7c634adba0e77470f9",
    ("BERF", "full", "bitboards_sliders.h"): "0a5c6461e98322a423a82734869db5a561fbc15505e0986a996ce9b56569d9ce",
    ("BERF", "subset", "bitboards.h"): "289cfcfbbc60c1657dbc1c44018ef919fb7a923710b3f797524c359c9315e01b",
    ("BERF", "subset", "bitboards.hpp"): "e58e1c6f41c1c4606be4bbc123bca9d54ab0df1189d165bd47793630a90ba0cc",
    ("BERF", "subset", "bitboards.py"): "1be5537f56a600df47123b2e55586914eacf304c67e4de3ed90f976de6ce86d6",
    ("BERF", "subset", "bitboards.rs"): "08c5224566d67b647236c0dc4422a11477a2cc581344c584a22f8caa7daa02fd",
    ("BERF", "fns", "bitboards.h"): "7676228350154fe740748df9182067c6ffc4871b7dc2b151bf59d258f0f3f5b9",
    ("BERF", "fns", "bitboards.hpp"): "63560295f286d8e859c34d9cd75150051e09fa2070b990a02368ec7d5ff3e0ac",
    ("BERF", "fns", "bitboards.py"): "940ed45679ad6a50e567aac749f42617ee50b401acde0abf17910a7b67f87286",
    ("BERF", "fns", "bitboards.rs"): "71700e67c7ed838713d0b2e63f2005a50bf1cc2178b038fe6f6d23be1b23b5fc",
    ("LEFR", "full", "bitboards.h"): "8912b101ed65c2e56d2e80ad9f348fd3c020ea356be115c2cd088d64b163d9b0",
    ("LEFR", "full", "bitboards.hpp"): "3d1403dd55658d12e0afb11213fbc918d5945e1e2f744a849789152106a144df",
    ("LEFR", "full", "bitboards.py"): "e921212c4dd5443f81030b9fec6fe86a208c2d39585c7aaeb918362f63d83177",
    ("LEFR", "full", "bitboards.rs"): "547458c133f2ad3e67da3e240a6796220c17091d88078641d903b55795e5365d",
    ("LEFR", "full", "bitboards_sliders.h"): "88acdf2e70ec646dff24e8f5d9f3a8c567df7e702314afd5cc17d5a49b0c5bd4",
    ("LEFR", "subset", "bitboards.h"): "abbf838ff5221bc1410db480ec577f9a6c1c8bfbd70595a2f54e09ef4648c680",
    ("LEFR", "subset", "bitboards.hpp"): "cd671eaf71f5bccab4c773849cdb04b8fb83f3c40e2977e10669f65af9b770e2",
    ("LEFR", "subset", "bitboards.py"): "59998f876dbd169f5aa055b2459d8e74a73b4e609dd3680b30d8be4b5e026ee2",
    ("LEFR", "subset", "bitboards.rs"): "5e4b3ad539e0ada11e08f839479eb38ffd312259854cc02837fa1c21aa0efdbe",
    ("LEFR", "fns", "bitboards.h"): "52e75107e278fb1cce986a7a2c5d6614218dff1dcccbcd5688463502f19f035e",
    ("LEFR", "fns", "bitboards.hpp"): "ff886afe626c8872a0f75cabcc1cc5ae0b4cc7ed5f5bf021a3cf6cb44b37a7c3",
    ("LEFR", "fns", "bitboards.py"): "68f8562b996df4dfd21b93b817c3731f116d681e3094accc6d68760e81e220be",
    ("LEFR", "fns", "bitboards.rs"): "b01e48f9d003f6fc5a6801394f2d6bfe1620799287186870efe4678babdcbe45",
    ("LEFBER", "full", "bitboards.h"): "87cbdaabf28bbfbbde3afcf3a5d79c71dbfd6c6372c95cb3f53cf3163fd296b7",
    ("LEFBER", "full", "bitboards.hpp"): "1393aaa96b2dfa02ae87ad9b502663dc24c961c0d7f383762052128f57bcf294",
    ("LEFBER", "full", "bitboards.py"): "c2a26c070ef65423ba78876a6a101c6fc8485b8b29cdcd10097d2bfedd0770c7",
    ("LEFBER", "full", "bitboards.rs"): "0fa0f9bfba04ab849ac1276f71ed2ec2c68b287eecd2d347198a7c61710a013e",
    ("LEFBER", "full", "bitboards_sliders.h"): "ac417787e5eb277959ab9e63cdf32f16a82d2ac1d2c5c177e38a9ff554e6827f",
    ("LEFBER", "subset", "bitboards.h"): "4062a5bc0f779df69be31b77b0115cfdb37d5479bc10d7c8fa7730a10dc505e5",
    ("LEFBER", "subset", "bitboards.hpp"): "dac7b9e4130a41dad277806238630635574fcbe2743733dd2a46b51b7e386015",
    ("LEFBER", "subset", "bitboards.py"): "e515d0b25c97b7921a013522627ad23ddf42454a044e9ec7c39132ef85f52288",
    ("LEFBER", "subset", "bitboards.rs"): "0c3b4e09429454ef78d8fb38d07bfb2745a1b5bec2b61623172a05bf5e8662f8",
    ("LEFBER", "fns", "bitboards.h"): "89a943d43849b0ed099db6bc124a512fe37f40723e1e7b8c0418bf8a89e7daae",
    ("LEFBER", "fns", "bitboards.hpp"): "72864a080d9a3bbdd3211d1ee39fff9d6bc1f2ef2ca15c602c13b4c2ec1401c9",
    ("LEFBER", "fns", "bitboards.py"): "897e808ae2621997b7a6ae14008052a24c1cf1ec84b1504ca65d578391722483",
    ("LEFBER", "fns", "bitboards.rs"): "4287ab9f0cee0aacd6d8389726a86d32ef41201d3a3fff71a0599c8f567198e4",
    ("BEFLER", "full", "bitboards.h"): "0da4ad9b2843417684fa50a4e96ace7ae032db2a3cb53065fb40dfc74ba055fa",
    ("BEFLER", "full", "bitboards.hpp"): "777204759a48711cab3fa3b3049a521d101eac2263a71c2fc9db96fffc99da66",
    ("BEFLER", "full", "bitboards.py"): "2de331f2e4c70f508078c149c0bb7318f69352964a0f39cbcb8e30471a293500",
    ("BEFLER", "full", "bitboards.rs"): "b689a716ffe869e92bd3c32a125ae9f9c31c979fa6b667d4f5e4bc7f1e8b1e46",
    ("BEFLER", "full", "bitboards_sliders.h"): "74705714fb8d529dd7bd9c63011411c6ad64ffc0d93349445405e27daf70aebb",
    ("BEFLER", "subset", "bitboards.h"): "f64130a7dd2569c802848e455afe998e702ef7c6728088cb3e94e0f7866dce99",
    ("BEFLER", "subset", "bitboards.hpp"): "2dbacf2becc188ed0e244a324c58663d6c7d2fa8d081700cb64ef9efa30116c3",
    ("BEFLER", "subset", "bitboards.py"): "2318b693c5f92855d2719a895c562c6af1135d3b4a638579cb4e6513df87aee7",
    ("BEFLER", "subset", "bitboards.rs"): "cad8aae8adc6b103b479be3a2bf7fb9d80c97778c856c24f821c0fabe4636530",
    ("BEFLER", "fns", "bitboards.h"): "bbb5e320d9993eea18df9417ff0bff0330b3624e542e4e11c25526b96f5a1201",
    ("BEFLER", "fns", "bitboards.hpp"): "c9d9e9f4847d162ccf164980ff0759fe9ea6bf246852d2b9a18599472c1290b4",
    ("BEFLER", "fns", "bitboards.py"): "3a3055b3f318bf2a9a62418bea3f24b5f12a1e248d77168f6732ad263c4302ce",
    ("BEFLER", "fns", "bitboards.rs"): "1e67c6d549849511ad1c6a768882980ad4b817c8cf72f93d6d393d97d9ac8c8b",
    ("BEFR", "full", "bitboards.h"): "7e7165a1d350fe9e115861a67c9c31c89780d798a4e4e9ce5e47a6fd4d3096f8",
    ("BEFR", "full", "bitboards.hpp"): "a3524eb94fd2a72e881d5570a4d05646626fb06181b1e3b2b509752991cfd30b",
    ("BEFR", "full", "bitboards.py"): "1f79d79266750b0c792dc5bc6a46c17d205d3b85e93e9da1563f581dcd354fcc",
    ("BEFR", "full", "bitboards.rs"): "c1c3076596c6113efd4fb81c68b3c3fe611127eab4ad409bc73e23e2fe2f2324",
    ("BEFR", "full", "bitboards_sliders.h"): "0e4fec8766de68b2ed0d0d7da10e83d53305aa58eaac13e6f15fda014ff75e76",
    ("BEFR", "subset", "bitboards.h"): "cb60f8f02ed8b724c2d805e4affb43ffdb7bc08e9bb06a437ad6754dd437e18b",
    ("BEFR", "subset", "bitboards.hpp"): "9e89a8a88177579ca87554de90240f9a083e3535b1bba7fd21ceb54ecdb9e29c",
    ("BEFR", "subset", "bitboards.py"): "91934253d1e638950d9d146b0460b1d7c7b095a64cfb838fe0cbbe03e4c46602",
    ("BEFR", "subset", "bitboards.rs"): "d597d6a372ecf0613d86c501d85fb6c7b32c9b1bd415f89d7cefbac29621e43d",
    ("BEFR", "fns", "bitboards.h"): "2793f92d1d9f014f97f7369601c944d337b1be607785612317b74949793752ec",
    ("BEFR", "fns", "bitboards.hpp"): "0320ac850d344dc667d4f5cd9c2c641c47f7555e4fa55e2b49062b7fe89d9d6e",
    ("BEFR", "fns", "bitboards.py"): "53ad8acade12847e544934a97279902247fa8e8ec08c1d6ed23c75fbc83c57d0",
    ("BEFR", "fns", "bitboards.rs"): "4829a5fcfb587185fd15e99e92e488a7b0dddd9930ace4ba16f50d48a87ec1a7",
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
