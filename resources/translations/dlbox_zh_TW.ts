<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="44"/>
        <source>PCPartPicker scrape of 2025-07-23: part prices and the parts import</source>
        <translation>2025-07-23 擷取的 PCPartPicker 資料：零件價格與零件匯入</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="52"/>
        <source>accelerator specifications and launch prices</source>
        <translation>加速器規格與上市價格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="57"/>
        <source>facts, cited per row</source>
        <translation>事實資料，逐列註明出處</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="58"/>
        <source>GPU specifications, checked against NVIDIA and AMD datasheets</source>
        <translation>顯示卡規格，已與 NVIDIA 和 AMD 的規格表核對</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="65"/>
        <source>measured figures, cited per row (TensorFlow runs: BSD-3-Clause-style)</source>
        <translation>實測數據，逐列註明出處（TensorFlow 測試：BSD-3-Clause 類授權）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="68"/>
        <source>training throughput the speed estimate is calibrated on</source>
        <translation>用來校準速度估計的訓練吞吐量</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="73"/>
        <source>published prices (facts)</source>
        <translation>公開價格（事實資料）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="74"/>
        <source>AWS, Google Cloud, Azure, Lambda and Vast.ai GPU prices</source>
        <translation>AWS、Google Cloud、Azure、Lambda 與 Vast.ai 的 GPU 價格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="79"/>
        <source>reuse permitted with the source acknowledged</source>
        <translation>註明來源即可轉用</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="80"/>
        <source>currency conversion (cross rates via the euro)</source>
        <translation>貨幣換算（經由歐元計算交叉匯率）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="107"/>
        <source>Part specifications</source>
        <translation>零件規格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="110"/>
        <source>%1 parts</source>
        <translation>%1 個零件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="114"/>
        <source>Part prices</source>
        <translation>零件價格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="117"/>
        <source>%1 prices</source>
        <translation>%1 筆價格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="121"/>
        <source>Cloud prices</source>
        <translation>雲端價格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="126"/>
        <source>%1 offers</source>
        <translation>%1 個方案</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="130"/>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="140"/>
        <source>not available</source>
        <translation>無法取得</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="131"/>
        <source>Exchange rates</source>
        <translation>匯率</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="136"/>
        <source>%1 rates</source>
        <translation>%1 筆匯率</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="147"/>
        <source>none (%1)</source>
        <translation>無（%1）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="149"/>
        <source>as of %1 (%2)</source>
        <translation>截至 %1（%2）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="169"/>
        <source>Plan a deep-learning workstation: parts that fit, training speed, and cost against cloud GPUs. Every figure carries its source and date.</source>
        <translation>規劃深度學習工作站：挑選彼此相容的零件、估算訓練速度，並與雲端 GPU 比較成本。每個數字都附有來源與日期。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="174"/>
        <source>Training benchmarks: Lambda runs v0 (2020–22), v1 and v2 (2025).</source>
        <translation>訓練基準測試：Lambda 的 v0（2020–22）、v1 與 v2（2025）測試結果。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="177"/>
        <source>dlbox is MIT-licensed. Built with %1.</source>
        <translation>dlbox 採用 MIT 授權。使用 %1 建置。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="178"/>
        <source>Data</source>
        <translation>資料</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="179"/>
        <source>Data sources and licences</source>
        <translation>資料來源與授權</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="180"/>
        <source>Software</source>
        <translation>軟體</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="198"/>
        <source>About dlbox</source>
        <translation>關於 dlbox</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="69"/>
        <source>Read saved AWS, Azure, GCP and other price files from a folder and update the offers</source>
        <translation>從資料夾讀取已儲存的 AWS、Azure、GCP 等價格檔案並更新雲端方案</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="68"/>
        <source>Refresh &amp;Cloud Prices…</source>
        <translation>更新雲端價格(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="33"/>
        <location filename="../../dlbox/ui/app.py" line="150"/>
        <source>&amp;New</source>
        <translation>新增(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="34"/>
        <source>Start an empty build</source>
        <translation>從空白配置開始</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="40"/>
        <source>&amp;Open…</source>
        <translation>開啟(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="41"/>
        <source>Open a build file</source>
        <translation>開啟配置檔</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="47"/>
        <source>&amp;Save</source>
        <translation>儲存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="48"/>
        <source>Save the build</source>
        <translation>儲存配置</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="54"/>
        <source>Save &amp;As…</source>
        <translation>另存新檔(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="55"/>
        <source>Save the build under a new name</source>
        <translation>以新名稱儲存配置</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="61"/>
        <source>&amp;Export…</source>
        <translation>匯出(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="62"/>
        <source>Export the build as Markdown, CSV, JSON or HTML</source>
        <translation>將配置匯出為 Markdown、CSV、JSON 或 HTML</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="78"/>
        <source>Import &amp;Street Prices…</source>
        <translation>匯入市售價格(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="79"/>
        <source>Add dated street prices from a SpotWire valuator JSON or a prices.csv-style CSV</source>
        <translation>從 SpotWire 估價 JSON 或 prices.csv 格式的 CSV 加入附日期的市售價格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="88"/>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="557"/>
        <source>&amp;Import Parts…</source>
        <translation>匯入零件(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="89"/>
        <source>Import PCPartPicker (docyx) CSV files or a price-override CSV</source>
        <translation>匯入 PCPartPicker（docyx）CSV 檔，或價格覆寫 CSV</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="97"/>
        <source>Open E&amp;xample…</source>
        <translation>開啟範例(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="98"/>
        <source>Open one of the example builds</source>
        <translation>開啟一個範例配置</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="113"/>
        <source>Clear Recent</source>
        <translation>清除最近使用</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="114"/>
        <source>Forget the recently opened files</source>
        <translation>清除最近開啟的檔案清單</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="118"/>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="119"/>
        <source>Quit dlbox</source>
        <translation>結束 dlbox</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="126"/>
        <location filename="../../dlbox/ui/actions.py" line="282"/>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="127"/>
        <source>Undo the last change to the build</source>
        <translation>復原對配置的上一個變更</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="133"/>
        <location filename="../../dlbox/ui/actions.py" line="286"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="134"/>
        <source>Redo the change just undone</source>
        <translation>重做剛才復原的變更</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="140"/>
        <source>&amp;Remove Part</source>
        <translation>移除零件(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="141"/>
        <source>Remove the selected line from the build</source>
        <translation>從配置中移除選取的項目</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="147"/>
        <source>Re&amp;place Part</source>
        <translation>替換零件(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="148"/>
        <source>Replace the selected line with the part selected in the catalogue</source>
        <translation>以目錄中選取的零件替換選取的項目</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="156"/>
        <source>Set Line &amp;Price…</source>
        <translation>設定此項價格(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="157"/>
        <source>Give the selected line the price you pay (a quote, a used card, tax)</source>
        <translation>為選取的項目設定您實際支付的價格(報價、二手卡、含稅)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="163"/>
        <source>&amp;Add to Build</source>
        <translation>加入配置(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="164"/>
        <source>Add the part selected in the catalogue</source>
        <translation>加入目錄中選取的零件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="170"/>
        <source>Add as Another PS&amp;U</source>
        <translation>加入為另一個電源供應器(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="171"/>
        <source>Add the PSU selected in the catalogue beside the build&apos;s PSU (a rig whose GPUs several PSUs feed); Add to Build replaces it. Tick “As another PSU” on the PSU tab to list the units that can carry their share beside it</source>
        <translation>把型錄中選取的電源供應器加在組裝中既有的電源供應器旁（由多顆電源供應器供電給 GPU 的機器）；「加入組裝」則會取代它。在電源供應器分頁勾選「作為另一顆電源供應器」，即可列出能在旁分擔負載的型號</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="180"/>
        <source>&amp;Find Part</source>
        <translation>尋找零件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="181"/>
        <source>Search the catalogue</source>
        <translation>搜尋零件目錄</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="187"/>
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="188"/>
        <source>Currency, electricity price, utilisation, theme, language</source>
        <translation>貨幣、電價、使用率、主題、語言</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="195"/>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="558"/>
        <source>Add &amp;Custom Part…</source>
        <translation>新增自訂零件(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="196"/>
        <source>Enter a part by hand into your own catalogue</source>
        <translation>手動將零件輸入到您自己的目錄</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="202"/>
        <source>&amp;Remove Imported Parts…</source>
        <translation>移除匯入的零件(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="203"/>
        <source>Take imported or hand-entered parts out of the catalogue</source>
        <translation>從目錄中移除匯入或手動輸入的零件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="210"/>
        <source>&amp;Compatible Parts Only</source>
        <translation>僅顯示相容零件(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="211"/>
        <source>Hide catalogue parts that do not fit the build</source>
        <translation>隱藏目錄中與配置不相容的零件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="217"/>
        <source>Reset &amp;Layout</source>
        <translation>重設版面配置(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="218"/>
        <source>Put every panel back where it started</source>
        <translation>將所有面板放回原來的位置</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="223"/>
        <source>&amp;Data Issues</source>
        <translation>資料問題(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="224"/>
        <source>Catalogue rows that could not be loaded</source>
        <translation>無法載入的目錄資料列</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="226"/>
        <source>&amp;About dlbox</source>
        <translation>關於 dlbox(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="282"/>
        <source>&amp;Undo %1</source>
        <translation>復原 %1(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="286"/>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="104"/>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="231"/>
        <source>&amp;Plan a Build…</source>
        <translation>規劃組裝(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="105"/>
        <source>From a job, a budget and a wall socket to ranked builds that work</source>
        <translation>依工作、預算與電源插座，排出可行的組裝</translation>
    </message>
</context>
<context>
    <name>Adapter</name>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="277"/>
        <source>None (all weights)</source>
        <translation>無（訓練全部權重）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="279"/>
        <source>QLoRA (4-bit)</source>
        <translation>QLoRA（4 位元）</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <location filename="../../dlbox/ui/analysis.py" line="148"/>
        <source>Adds a new error to the build.</source>
        <translation>會讓配置多出一個錯誤。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/analysis.py" line="362"/>
        <source>the cloud comparison failed</source>
        <translation>雲端比較失敗</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/analysis.py" line="370"/>
        <source>no exchange rate for %1: add one in Settings</source>
        <translation>沒有 %1 的匯率：請在「設定」中新增</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/analysis.py" line="374"/>
        <source>no part of the build has a price yet</source>
        <translation>配置中的零件都還沒有價格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/analysis.py" line="398"/>
        <source>the speed comparison failed</source>
        <translation>速度比較失敗</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/analysis.py" line="405"/>
        <source>pick a workload to see training speed</source>
        <translation>請選擇工作負載以查看訓練速度</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../dlbox/ui/app.py" line="136"/>
        <source>Recovered the unsaved build from the last session</source>
        <translation>已復原上次工作階段中未儲存的配置</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/app.py" line="152"/>
        <source>An example build to start from: select a line and a catalogue part, then %1; %2 starts an empty build</source>
        <translation>這是供您起步的範例配置：選取一列與目錄中的零件，再按「%1」；%2 可開始空白配置</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/app.py" line="185"/>
        <source>The parts catalogue cannot be loaded:</source>
        <translation>無法載入零件目錄：</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../dlbox/ui/autosave.py" line="132"/>
        <source>Recover unsaved build?</source>
        <translation>要復原未儲存的配置嗎？</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/autosave.py" line="133"/>
        <source>dlbox did not close cleanly last time. Recover the unsaved build

%1?</source>
        <translation>dlbox 上次未正常關閉。要復原未儲存的配置

%1 嗎？</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/autosave.py" line="146"/>
        <source>Recover unsaved builds?</source>
        <translation>要復原未儲存的配置嗎？</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/autosave.py" line="147"/>
        <source>dlbox did not close cleanly. Recover one of these unsaved builds?</source>
        <translation>dlbox 未正常關閉。要復原下列其中一個未儲存的配置嗎？</translation>
    </message>
</context>
<context>
    <name>BoardBiosDialog</name>
    <message>
        <location filename="../../dlbox/ui/dialogs/board_bios_dialog.py" line="30"/>
        <source>BIOS: %1</source>
        <translation>BIOS：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/board_bios_dialog.py" line="36"/>
        <source>not stated (e.g. 1222, or AGESA 1.0.0.7b)</source>
        <translation>未註明（例如 1222 或 AGESA 1.0.0.7b）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/board_bios_dialog.py" line="39"/>
        <source>The BIOS version the board runs, as its setup screen or the seller states it. An AGESA version is compared with what 24/48 GB DDR5 modules need</source>
        <translation>主機板目前執行的 BIOS 版本，以其設定畫面或賣家所述為準。AGESA 版本會與 24/48 GB DDR5 模組的需求比較</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/board_bios_dialog.py" line="45"/>
        <source>BIOS version</source>
        <translation>BIOS 版本</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/board_bios_dialog.py" line="48"/>
        <source>not stated</source>
        <translation>未註明</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/board_bios_dialog.py" line="49"/>
        <source>runs them</source>
        <translation>可執行</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/board_bios_dialog.py" line="50"/>
        <source>does not run them</source>
        <translation>無法執行</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/board_bios_dialog.py" line="52"/>
        <source>24/48 GB DDR5 modules</source>
        <translation>24/48 GB DDR5 模組</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/board_bios_dialog.py" line="54"/>
        <source>Boards launched before 2023 boot 24/48 GB DDR5 modules only after a BIOS update; say so here once you know.</source>
        <translation>2023 年前推出的主機板須更新 BIOS 後才能以 24/48 GB DDR5 模組開機；確認後請在此註明。</translation>
    </message>
</context>
<context>
    <name>Bottlenecks</name>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="171"/>
        <source>compute</source>
        <translation>運算</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="172"/>
        <source>memory bandwidth</source>
        <translation>記憶體頻寬</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="173"/>
        <source>GPU interconnect</source>
        <translation>顯示卡互連</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="174"/>
        <source>CPU data loading</source>
        <translation>處理器資料載入</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="175"/>
        <source>storage reads</source>
        <translation>儲存裝置讀取</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="176"/>
        <source>CPU kernel dispatch</source>
        <translation>CPU 派送核心函式</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="178"/>
        <source>kernel launches</source>
        <translation>核心函式啟動</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="180"/>
        <source>CPU offload (PCIe and CPU optimizer step)</source>
        <translation>CPU 卸載（PCIe 傳輸與 CPU 最佳化器步驟）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="181"/>
        <source>GPU memory</source>
        <translation>顯示卡記憶體</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="194"/>
        <source>host: per-token overhead (CPU)</source>
        <translation>主機：每個詞元的固定開銷（CPU）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="195"/>
        <source>per-token overhead (each layer&apos;s small kernels)</source>
        <translation>每個詞元的固定開銷（每層的小核心函式）</translation>
    </message>
</context>
<context>
    <name>BuildEditor</name>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="116"/>
        <source>Build name</source>
        <translation>配置名稱</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="117"/>
        <source>The build&apos;s name, saved in the file</source>
        <translation>配置的名稱，會儲存在檔案中</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="167"/>
        <source>Add</source>
        <translation>加入</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/app.py" line="157"/>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="168"/>
        <source>Replace</source>
        <translation>替換</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="169"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="170"/>
        <source>Undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="171"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="200"/>
        <source>Power, Risers and Water…</source>
        <translation>電源、延長線與水冷…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="203"/>
        <source>Which PSU feeds this GPU line&apos;s cards, which sit on riser cables, and which carry water blocks in a custom loop</source>
        <translation>這一列的顯示卡由哪個電源供應器供電、哪些裝在延長線上、哪些在自組水冷迴路中裝了水冷頭</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="210"/>
        <source>BIOS…</source>
        <translation>BIOS…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="213"/>
        <source>The BIOS version this board runs, and whether it runs 24/48 GB DDR5 modules</source>
        <translation>此主機板執行的 BIOS 版本，以及是否可執行 24/48 GB DDR5 模組</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="281"/>
        <source>%1 more lines: scroll the table</source>
        <translation>還有 %1 行：捲動表格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="285"/>
        <source>1 more line: scroll the table</source>
        <translation>還有 1 行：捲動表格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="289"/>
        <source>Click to bring the build&apos;s hidden lines into view</source>
        <translation>按一下以顯示配置中被遮住的行</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="337"/>
        <source>Total %1</source>
        <translation>總計 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="341"/>
        <source>Sum of every line at today&apos;s catalogue prices, converted at the rates in Settings.</source>
        <translation>以目錄中的現行價格加總所有項目，並依「設定」中的匯率換算。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="348"/>
        <source> + parts in %1</source>
        <translation> + 以 %1 計價的零件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="349"/>
        <source>No exchange rate for %1: those lines are not in the total.</source>
        <translation>沒有 %1 的匯率：這些項目未計入總計。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="355"/>
        <source>No price known for: %1</source>
        <translation>以下零件沒有價格：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="365"/>
        <source>Prices older than %1 days — check today&apos;s price: %2</source>
        <translation>價格已超過 %1 天 — 請查看今日價格：%2</translation>
    </message>
</context>
<context>
    <name>BuildModel</name>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="34"/>
        <source>Category</source>
        <translation>類別</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="35"/>
        <source>Part</source>
        <translation>零件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="36"/>
        <source>Qty</source>
        <translation>數量</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="37"/>
        <source>Unit price</source>
        <translation>單價</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="38"/>
        <source>Line total</source>
        <translation>小計</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="122"/>
        <source>Not in the catalogue — using the saved specs.</source>
        <translation>不在目錄中 — 使用已儲存的規格。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="124"/>
        <source>The catalogue&apos;s entry changed since this build was saved.</source>
        <translation>儲存此配置後，目錄中的這筆資料已變更。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="133"/>
        <source>No exchange rate for %1: add one in Settings.</source>
        <translation>沒有 %1 的匯率：請在「設定」中新增。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="184"/>
        <source>PSU %1: %2</source>
        <translation>電源 %1：%2</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="190"/>
        <source>%1 on risers</source>
        <translation>%1 張在延長線上</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="194"/>
        <source>%1 in the custom loop</source>
        <translation>%1 張在自組水冷迴路中</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="200"/>
        <source>1 PSU cable per card</source>
        <translation>每張卡 1 條電源線材</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="202"/>
        <source>%1 PSU cables per card</source>
        <translation>每張卡 %1 條電源線材</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="208"/>
        <source>1 12 V rail per card</source>
        <translation>每張卡 1 組 12 V 輸出</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="210"/>
        <source>%1 12 V rails per card</source>
        <translation>每張卡 %1 組 12 V 輸出</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="215"/>
        <source>card model not named: dimensions assumed</source>
        <translation>未註明顯示卡型號：尺寸為假設值</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="232"/>
        <source>BIOS %1</source>
        <translation>BIOS %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="235"/>
        <source>runs 24/48 GB DDR5</source>
        <translation>可執行 24/48 GB DDR5</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="237"/>
        <source>does not run 24/48 GB DDR5</source>
        <translation>無法執行 24/48 GB DDR5</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="252"/>
        <source>PSU %1</source>
        <translation>電源 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="287"/>
        <source>Catalogue prices converted at the rates in Settings; each price&apos;s date is in the catalogue&apos;s details.</source>
        <translation>目錄價格依「設定」中的匯率換算；各價格的日期請見目錄的詳細資料。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="318"/>
        <source>Your price: %1 %2 on %3 (%4)</source>
        <translation>您的價格:%1 %2,%3(%4)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="328"/>
        <source>Catalogue price: %1 %2 on %3</source>
        <translation>目錄價格：%1 %2，%3</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="367"/>
        <source>Choose a %1…</source>
        <translation>選擇%1…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="375"/>
        <source>%1 (unavailable)</source>
        <translation>%1（無法取得）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="407"/>
        <source>Double-click a %1 in the catalogue, or drag it here.</source>
        <translation>在目錄中按兩下%1，或將它拖曳到這裡。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="416"/>
        <source>Edit ▸ Set Line Price… changes it or goes back to the catalogue&apos;s.</source>
        <translation>編輯 ▸ 設定此項價格… 可修改,或改回目錄價格。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="424"/>
        <source>No price in the catalogue for this part.</source>
        <translation>目錄中沒有此零件的價格。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="428"/>
        <source>%1 %2 on %3 (%4)</source>
        <translation>%1 %2，%3（%4）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="321"/>
        <location filename="../../dlbox/ui/models/build_model.py" line="331"/>
        <location filename="../../dlbox/ui/models/build_model.py" line="431"/>
        <source>unknown date</source>
        <translation>日期不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="432"/>
        <source>source not given</source>
        <translation>未註明來源</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="435"/>
        <source>Street price of a used part.</source>
        <translation>二手零件的市場價格。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="440"/>
        <source>Older than %1 days (Settings): check today&apos;s price, or give this line its own price.</source>
        <translation>超過 %1 天（設定）：請查看今日價格，或為此項目輸入自己的價格。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="446"/>
        <source>Converted at the newest rate — %1</source>
        <translation>以最新匯率換算 — %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="454"/>
        <source>A build holds one of these; the quantity counts identical units.</source>
        <translation>一個配置只放一個此類零件；數量表示相同零件的個數。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="457"/>
        <source>Double-click to change the quantity.</source>
        <translation>按兩下以變更數量。</translation>
    </message>
</context>
<context>
    <name>CatalogueBrowser</name>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="286"/>
        <source>Search name and specs…</source>
        <translation>搜尋名稱與規格…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="304"/>
        <source>Reset filters</source>
        <translation>重設篩選條件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="335"/>
        <source>Select a part to see every spec, its source and date.</source>
        <translation>選取零件以查看所有規格、來源與日期。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="342"/>
        <source>As another PSU</source>
        <translation>作為另一顆電源供應器</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="345"/>
        <source>Judge PSUs as one more PSU beside the one in your build (a dual-PSU rig: Edit ▸ Add as Another PSU), by the GPU cable power it must carry so that PSU 1 stays within its rating, not by the whole rig&apos;s load. Its connectors are checked once you give it GPUs (Power, Risers and Water).</source>
        <translation>把電源供應器當成組裝中既有那顆旁的另一顆來判斷（雙電源供應器機器：編輯 ▸ 加入為另一顆電源供應器），依它必須負擔多少 GPU 線材功率才能讓電源供應器 1 不超過額定功率來判斷，而不是依整台機器的負載。分配 GPU 給它之後（電源、轉接線與水冷）才會檢查它的接頭。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="415"/>
        <source>Price seen more than %1 days ago (Settings): check today&apos;s price before you buy.</source>
        <translation>此價格記錄於 %1 天以前（設定）：購買前請查看今日價格。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="472"/>
        <source>Fits in place of the one in your build, not next to it: select that line in the build and press Replace.</source>
        <translation>可以取代配置中的同類零件，但無法再多加一個：請在配置中選取該列，再按「替換」。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="480"/>
        <source>Does not fit: %1</source>
        <translation>不相容：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="501"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="506"/>
        <source> · %1 hidden as incompatible</source>
        <translation> · 已隱藏 %1 個不相容零件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="511"/>
        <source> · checking compatibility…</source>
        <translation> · 正在檢查相容性…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="514"/>
        <source>Checking which parts fit the build…</source>
        <translation>正在檢查哪些零件適合此配置…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="516"/>
        <source>Parts that do not fit the current build are hidden; untick “Compatible only” to see them greyed, with the reason on hover.</source>
        <translation>已隱藏與目前配置不相容的零件；取消勾選「僅顯示相容零件」即可以灰色顯示，滑鼠停留可看原因。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="522"/>
        <source>The compatibility check is not available, so no part is hidden.</source>
        <translation>無法使用相容性檢查，因此不會隱藏任何零件。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="684"/>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="687"/>
        <source>new</source>
        <translation>全新</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="688"/>
        <source>used</source>
        <translation>二手</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="693"/>
        <source>on %1</source>
        <translation>於 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="694"/>
        <source>an unknown date</source>
        <translation>未知日期</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="700"/>
        <source>older than %1 days: check today&apos;s price</source>
        <translation>已超過 %1 天：請查看今日價格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="718"/>
        <source>(old)</source>
        <translation>（舊）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="726"/>
        <source>Street prices</source>
        <translation>市場價格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="858"/>
        <source>%1: %2 parts in the catalogue</source>
        <translation>%1：目錄中有 %2 個零件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="300"/>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="765"/>
        <source>source not given</source>
        <translation>未註明來源</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="766"/>
        <source>Price</source>
        <translation>價格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="767"/>
        <source>Specs</source>
        <translation>規格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="768"/>
        <source>Does not fit the build:</source>
        <translation>與配置不相容：</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="773"/>
        <source>%1, as of %2</source>
        <translation>%1，資料日期 %2</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="782"/>
        <source>Slot layout unverified: the slot positions or lane widths are a best guess, not read from the manual. Check the manual before you plan several GPUs on this board.</source>
        <translation>插槽配置未經核實：插槽位置或通道寬度為推測，並非取自說明書。在這塊主機板上規劃多張 GPU 之前，請先查閱說明書。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="824"/>
        <source>Compatible with my build only</source>
        <translation>僅顯示與我的配置相容的零件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="829"/>
        <source>Hide parts that would not fit the build. Untick to see them greyed out;
hover a greyed part to read why it does not fit.</source>
        <translation>隱藏與配置不相容的零件。取消勾選則以灰色顯示；
將滑鼠停在灰色零件上可看不相容的原因。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="224"/>
        <source>%1: %2 to %3; %4 parts do not state it and are hidden once you narrow the range.</source>
        <translation>%1：%2 至 %3；%4 個零件未標示此值，縮小範圍後會被隱藏。</translation>
    </message>
</context>
<context>
    <name>Categories</name>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="24"/>
        <source>GPUs</source>
        <translation>顯示卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="25"/>
        <source>CPUs</source>
        <translation>處理器</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="26"/>
        <source>Motherboards</source>
        <translation>主機板</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="27"/>
        <location filename="../../dlbox/ui/labels.py" line="38"/>
        <source>Memory</source>
        <translation>記憶體</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="28"/>
        <location filename="../../dlbox/ui/labels.py" line="39"/>
        <source>Storage</source>
        <translation>儲存裝置</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="29"/>
        <source>Power supplies</source>
        <translation>電源供應器</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="30"/>
        <source>Cases</source>
        <translation>機殼</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="31"/>
        <source>Coolers</source>
        <translation>散熱器</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="35"/>
        <source>GPU</source>
        <translation>顯示卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="36"/>
        <source>CPU</source>
        <translation>處理器</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="37"/>
        <source>Motherboard</source>
        <translation>主機板</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="40"/>
        <source>Power supply</source>
        <translation>電源供應器</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="41"/>
        <source>Case</source>
        <translation>機殼</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="42"/>
        <source>CPU cooler</source>
        <translation>CPU 散熱器</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <location filename="../../dlbox/ui/charts/price_history.py" line="89"/>
        <source>Region whose prices are shown (prices differ by region)</source>
        <translation>顯示價格的區域（各區域價格不同）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/price_history.py" line="91"/>
        <source>Each provider&apos;s longest history</source>
        <translation>各供應商最長的紀錄</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/price_history.py" line="216"/>
        <source>%1 per GPU-hour</source>
        <translation>每 GPU 小時 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/price_history.py" line="265"/>
        <source>%1: lowest price per GPU-hour of each provider and pricing model; newest %2 (solid on-demand, dashed spot, dotted 1–3-year commitments)</source>
        <translation>%1：各供應商與計價方式每 GPU 小時的最低價，最新 %2（實線隨需、虛線競價型、點線 1–3 年承諾）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/price_history.py" line="273"/>
        <source> · each price was seen on one day only: no trend yet</source>
        <translation> · 每個價格都只在一天中出現：尚無走勢</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/chart_tabs.py" line="46"/>
        <location filename="../../dlbox/ui/charts/price_history.py" line="65"/>
        <source>Cloud price history</source>
        <translation>雲端價格歷史</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/chart_tabs.py" line="72"/>
        <source>Checking the build…</source>
        <translation>正在檢查配置…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/price_history.py" line="203"/>
        <source>Cloud price history: no GPU is rented by the clouds.</source>
        <translation>雲端價格歷史：雲端沒有出租任何 GPU。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/price_history.py" line="198"/>
        <source>Cloud price history: no cloud offers are available.</source>
        <translation>雲端價格歷史：沒有可用的雲端方案。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/price_history.py" line="258"/>
        <source>Cloud price history: no prices for %1.</source>
        <translation>雲端價格歷史：%1 沒有價格。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/price_history.py" line="83"/>
        <source>GPU whose cloud prices are shown</source>
        <translation>顯示雲端價格的 GPU</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/base.py" line="99"/>
        <source>Export this chart as %1</source>
        <translation>將此圖表匯出為 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/base.py" line="228"/>
        <source>Export %1</source>
        <translation>匯出「%1」</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/chart_tabs.py" line="29"/>
        <location filename="../../dlbox/ui/charts/cost_breakdown.py" line="26"/>
        <source>Cost breakdown</source>
        <translation>成本組成</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/cost_breakdown.py" line="102"/>
        <source>Price (%1)</source>
        <translation>價格（%1）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/cost_breakdown.py" line="119"/>
        <source>Total %1</source>
        <translation>總計 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/cost_breakdown.py" line="123"/>
        <source>left out: prices in %1 (no exchange rate)</source>
        <translation>未計入：以 %1 計價者（無匯率）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/cost_breakdown.py" line="128"/>
        <source>no price for %1</source>
        <translation>%1 沒有價格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/chart_tabs.py" line="34"/>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="37"/>
        <source>Own vs rent</source>
        <translation>自購 vs 租用</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="45"/>
        <source>Training hours</source>
        <translation>訓練時數</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="46"/>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="125"/>
        <source>Calendar months</source>
        <translation>日曆月數</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="48"/>
        <source>Months assume the utilisation set in Settings</source>
        <translation>月數依「設定」中的使用率計算</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="69"/>
        <location filename="../../dlbox/ui/charts/pareto.py" line="115"/>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="31"/>
        <source>This build</source>
        <translation>此配置</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="127"/>
        <source>Training hours (h)</source>
        <translation>訓練時數（小時）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="131"/>
        <source>Cumulative cost (%1)</source>
        <translation>累計成本（%1）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="167"/>
        <source>This build (capital + electricity)</source>
        <translation>此配置（購置 + 電費）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="183"/>
        <source>%1: owning is cheaper after %2 days</source>
        <translation>%1：%2 天後自購較划算</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="229"/>
        <source>Speed-adjusted against the cheapest comparable rental and the cheapest offer of %1 providers (of %2 offers)</source>
        <translation>已依速度調整，與最便宜的可比租用方案及 %1 家供應商各自最便宜的方案比較（共 %2 個方案）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="372"/>
        <source>No comparable rental: no offer has a speed estimate</source>
        <translation>沒有可比的租用方案：沒有任何方案有速度估計</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="378"/>
        <source>Renting %1 stays cheaper</source>
        <translation>租用 %1 一直比較便宜</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="380"/>
        <source>Owning is cheaper after %1 than renting %2</source>
        <translation>%1後自購比租用 %2 便宜</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="390"/>
        <source>Cheapest comparable rental (as many GPUs, at least as fast): %1</source>
        <translation>最便宜的可比租用方案（顯示卡數量相同、速度至少一樣快）：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="237"/>
        <source>Speed-adjusted against the cheapest offer of %1 providers (of %2 offers)</source>
        <translation>已依速度調整，與 %1 家供應商各自最便宜的方案比較（共 %2 個方案）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="305"/>
        <source>no room for the legend: point at a line for its offer and cost</source>
        <translation>圖例放不下：將游標移到線上可看到它的方案與費用</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="228"/>
        <source>utilisation %1%</source>
        <translation>使用率 %1%</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="332"/>
        <source>Own vs rent: %1.</source>
        <translation>自購 vs 租用：%1。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/chart_tabs.py" line="40"/>
        <location filename="../../dlbox/ui/charts/pareto.py" line="37"/>
        <source>Job: time vs cost</source>
        <translation>任務：時間 vs 成本</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/pareto.py" line="76"/>
        <source>Time to train (h)</source>
        <translation>訓練所需時間（小時）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/pareto.py" line="78"/>
        <source>Job cost (%1)</source>
        <translation>任務成本（%1）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/pareto.py" line="83"/>
        <source>the estimator gave no time to train</source>
        <translation>估算器未提供訓練時間</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/pareto.py" line="89"/>
        <source>Job: %1.</source>
        <translation>任務：%1。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/pareto.py" line="117"/>
        <source>(electricity %1 + capital over %2 years)</source>
        <translation>（電費 %1 + %2 年攤提的購置成本）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/pareto.py" line="163"/>
        <source>This build: %1 h, %2 (electricity + capital over %3 years) · %4 offers on the Pareto front · %5 faster, %6 cheaper than the build · ★ this build, orange: Pareto front, grey: other offers (hover for details)</source>
        <translation>此配置：%1 小時，%2（電費 + %3 年攤提的購置成本）· 柏拉圖前緣上有 %4 個方案 · 比此配置快的有 %5 個、便宜的有 %6 個 · ★ 此配置，橘色：柏拉圖前緣，灰色：其他方案（滑鼠停留可看詳情）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="33"/>
        <source> (cloud)</source>
        <translation>（雲端）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/chart_tabs.py" line="36"/>
        <location filename="../../dlbox/ui/charts/speed.py" line="50"/>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="45"/>
        <source> (current build)</source>
        <translation>（目前版本）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="46"/>
        <source> (build of %1)</source>
        <translation>（%1 的版本）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="131"/>
        <source>Speed: %1.</source>
        <translation>速度：%1。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="210"/>
        <source>Throughput (%1)</source>
        <translation>吞吐量（%1）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="230"/>
        <source>This build: %1 %2 (estimate, band %3–%4)</source>
        <translation>此配置：%1 %2（估計值，範圍 %3–%4）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="240"/>
        <source> · %1 more bars: taller chart or CSV</source>
        <translation> · 另有 %1 項未顯示：拉高圖表或見 CSV</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="253"/>
        <source> · (uncalibrated): an AMD card; its speed is fitted on NVIDIA runs only and no AMD run checks it</source>
        <translation> · （未校準）：AMD 顯示卡；其速度僅以 NVIDIA 的實測擬合，沒有任何 AMD 實測可驗證</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="264"/>
        <source>Cloud bars assume the estimator&apos;s reference host; hover a bar for its GPU counts and prices</source>
        <translation>雲端長條以估算器的參考主機計；滑鼠停在長條上可看顯示卡數量與價格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="361"/>
        <source> · hatched: the host CPU or kernel launches, not the GPU, set the speed</source>
        <translation> · 斜線：速度由主機 CPU 或核心函式啟動決定，而非 GPU</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="393"/>
        <source>Band: %1</source>
        <translation>範圍：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="397"/>
        <source>How this build&apos;s estimate was made:</source>
        <translation>此配置的估計是這樣得出的：</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="402"/>
        <source>Why?</source>
        <translation>為什麼？</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="426"/>
        <source> · serving %1 streams with %5: %2 tokens/s in all, %3 each; first token after %4 s</source>
        <translation> · 以 %5 同時服務 %1 個串流：合計 %2 詞元/秒，每個 %3；首個詞元需 %4 秒</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="475"/>
        <source>Add a GPU to see this build&apos;s speed</source>
        <translation>加入顯示卡即可查看此配置的速度</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="477"/>
        <source>This build: does not fit in GPU memory, needs %1 GiB per GPU of %2 GiB usable (GPU memory tab: remedies)</source>
        <translation>此配置：顯示卡記憶體放不下，每張 GPU 需要 %1 GiB，可用 %2 GiB（解決方法見「GPU 記憶體」分頁）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="502"/>
        <source>Batch %1 per GPU</source>
        <translation>每張顯示卡批次大小 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="511"/>
        <source> · %1 tokens/s per stream</source>
        <translation> · 每個串流 %1 詞元/秒</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="15"/>
        <source>host-bound</source>
        <translation>受主機限制</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="16"/>
        <source>launch-bound</source>
        <translation>受核心程式啟動限制</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="36"/>
        <source> (uncalibrated)</source>
        <translation>（未校準）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="55"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="60"/>
        <source>%1 · from %2/h</source>
        <translation>%1 · %2/小時起</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="68"/>
        <source>%1: %2 %3 (likely %4–%5)</source>
        <translation>%1：%2 %3（可能 %4–%5）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="77"/>
        <source>Bound by %1</source>
        <translation>瓶頸：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="82"/>
        <source>One such card in place of this build&apos;s GPUs</source>
        <translation>以一張此顯示卡取代此配置的顯示卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="87"/>
        <source>Offers with %1 GPUs all run at this speed: more cards do not add</source>
        <translation>%1 張顯示卡的方案都是這個速度：多加顯示卡不會更快</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="95"/>
        <source>Lowest price per hour: %1</source>
        <translation>每小時最低價：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="98"/>
        <source>Estimated on the estimator&apos;s reference host: the instance&apos;s CPU is not known</source>
        <translation>以估算器的參考主機估計：執行個體的 CPU 未知</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="104"/>
        <source>The serving stack these speeds assume: pick another to compare (saved with the build&apos;s job, like the workload bar&apos;s box)</source>
        <translation>這些速度所假設的服務堆疊：選擇另一個來比較（與此配置的工作一起儲存，和工作負載列的選單相同）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="260"/>
        <source> · orange: this build, blue: single GPUs, sky: cloud instances</source>
        <translation> · 橘色：此配置，藍色：單張顯示卡，天藍色：雲端執行個體</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="450"/>
        <source> · CPU offload: +%1 ms of each %2 ms micro-batch (%3)</source>
        <translation> · CPU 卸載：每個 %2 ms 的微批次多出 %1 ms（%3）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="452"/>
        <source> · CPU offload: +%1 ms of each %2 ms micro-batch (%3) for PCIe copies and the CPU optimizer step</source>
        <translation> · CPU 卸載：每個 %2 ms 的微批次多出 %1 ms（%3），用於 PCIe 傳輸與 CPU 最佳化器步驟</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="464"/>
        <source> (host RAM not given: CPU step charged as on a DGX A100&apos;s host)</source>
        <translation>（未提供主機記憶體：CPU 最佳化步驟按 DGX A100 主機計算）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="494"/>
        <source> · bound by %1</source>
        <translation> · 瓶頸：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/chart_tabs.py" line="42"/>
        <location filename="../../dlbox/ui/charts/memory.py" line="121"/>
        <source>GPU memory</source>
        <translation>GPU 記憶體</translation>
    </message>
</context>
<context>
    <name>Columns</name>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="31"/>
        <source>VRAM</source>
        <translation>VRAM</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="32"/>
        <source>Bandwidth</source>
        <translation>頻寬</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="33"/>
        <source>FP16 tensor</source>
        <translation>FP16 張量</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="34"/>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="35"/>
        <source>Length</source>
        <translation>長度</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="36"/>
        <source>Slots</source>
        <translation>槽位</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="37"/>
        <source>Boost</source>
        <translation>加速時脈</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="38"/>
        <source>Sustained power</source>
        <translation>持續功耗</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="39"/>
        <source>PCIe lanes</source>
        <translation>PCIe 通道</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="40"/>
        <source>RAM slots</source>
        <translation>記憶體插槽</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="41"/>
        <source>x16 slots</source>
        <translation>x16 插槽</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="42"/>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="43"/>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="44"/>
        <source>Seq. read</source>
        <translation>循序讀取</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="45"/>
        <source>Random read</source>
        <translation>隨機讀取</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="46"/>
        <source>Wattage</source>
        <translation>瓦數</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="47"/>
        <source>ATX</source>
        <translation>ATX</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="48"/>
        <source>8-pin</source>
        <translation>8-pin</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="49"/>
        <source>12V-2x6</source>
        <translation>12V-2x6</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="50"/>
        <source>Type</source>
        <translation>類型</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="51"/>
        <source>Max GPU</source>
        <translation>顯示卡長度上限</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="52"/>
        <source>Exp. slots</source>
        <translation>擴充槽</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="53"/>
        <source>Max cooler</source>
        <translation>散熱器高度上限</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="54"/>
        <source>Max GPU height</source>
        <translation>顯示卡高度上限</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="55"/>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="56"/>
        <source>Radiator</source>
        <translation>水冷排</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="57"/>
        <source>Rated</source>
        <translation>額定散熱</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="58"/>
        <source>ECC</source>
        <translation>ECC</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="64"/>
        <source>GPU memory: bounds the model and batch size that fit</source>
        <translation>顯示卡記憶體：決定可放入的模型與批次大小</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="65"/>
        <source>Memory bandwidth: within a GPU family, speed tracks this best</source>
        <translation>記憶體頻寬：同一代顯示卡中，速度與它最相關</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="68"/>
        <source>Dense FP16/BF16 tensor throughput with FP32 accumulate (the rate training uses; no 2:4 sparsity)</source>
        <translation>以 FP32 累加的密集 FP16/BF16 Tensor 運算效能（訓練實際使用的速率，不含 2:4 稀疏）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="72"/>
        <source>Board power: what the PSU must feed per card (spikes go higher)</source>
        <translation>顯示卡功耗：電源每張卡需提供的功率（瞬間峰值更高）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="75"/>
        <source>Card length: must fit the case&apos;s GPU clearance</source>
        <translation>顯示卡長度：必須放得進機殼的顯示卡空間</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="76"/>
        <source>Expansion slots the card covers</source>
        <translation>顯示卡佔用的擴充槽數</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="77"/>
        <source>PL2 / PPT: what the CPU really draws under load, not base TDP</source>
        <translation>PL2 / PPT：處理器滿載時的實際功耗，而非基本 TDP</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="80"/>
        <source>CPU PCIe lanes usable for GPUs and M.2 drives</source>
        <translation>處理器可供顯示卡與 M.2 硬碟使用的 PCIe 通道</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="81"/>
        <source>Physical x16 slots (their electrical width is in the details)</source>
        <translation>實體 x16 插槽（電氣頻寬見詳細資料）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="84"/>
        <source>PSU rating; keep the sustained load at or below 80 % of it</source>
        <translation>電源額定功率；持續負載宜保持在其 80% 以下</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="87"/>
        <source>Longest GPU the case takes</source>
        <translation>機殼可容納的最長顯示卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="88"/>
        <source>Tallest tower cooler the case takes</source>
        <translation>機殼可容納的最高塔式散熱器</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="89"/>
        <source>Tallest graphics card the case takes (small cases state it)</source>
        <translation>機殼可容納的最高顯示卡（小型機殼會標示）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="92"/>
        <source>Total capacity of the kit or drive</source>
        <translation>整組記憶體或硬碟的總容量</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="99"/>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="100"/>
        <source>Chipset</source>
        <translation>晶片組</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="101"/>
        <source>Cores</source>
        <translation>核心數</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="102"/>
        <source>Threads</source>
        <translation>執行緒</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="103"/>
        <source>Efficiency</source>
        <translation>效率</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="104"/>
        <source>Form factor</source>
        <translation>規格尺寸</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="105"/>
        <source>Interface</source>
        <translation>介面</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="106"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="107"/>
        <source>Memory type</source>
        <translation>記憶體類型</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="108"/>
        <source>Modules</source>
        <translation>模組數</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="109"/>
        <source>Socket</source>
        <translation>腳位</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="110"/>
        <source>Brand</source>
        <translation>品牌</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="111"/>
        <source>Vendor</source>
        <translation>廠商</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="112"/>
        <source>Architecture</source>
        <translation>架構</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="113"/>
        <source>Year</source>
        <translation>年份</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="114"/>
        <source>Price date</source>
        <translation>價格日期</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="115"/>
        <source>As of</source>
        <translation>資料日期</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="116"/>
        <source>Max memory</source>
        <translation>記憶體上限</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="117"/>
        <source>Memory channels</source>
        <translation>記憶體通道</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="118"/>
        <source>Currency</source>
        <translation>貨幣</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="125"/>
        <source>Boxed cooler</source>
        <translation>盒裝散熱器</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="137"/>
        <source>GPU riser</source>
        <translation>顯示卡延長線</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="138"/>
        <source>GPU riser gen</source>
        <translation>顯示卡延長線世代</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="162"/>
        <source>Plug edge</source>
        <translation>插頭位置</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="166"/>
        <source>Ranks</source>
        <translation>Rank 數</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="268"/>
        <source>Price</source>
        <translation>價格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="271"/>
        <source>Catalogue price converted to %1 at the newest rate; the original price, its date and source are in the details pane</source>
        <translation>以最新匯率換算為 %1 的目錄價格；原始價格、日期與來源見詳細資料窗格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="120"/>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="121"/>
        <source>BIOS flashback</source>
        <translation>BIOS Flashback</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="122"/>
        <source>Base clock</source>
        <translation>基礎時脈</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="123"/>
        <source>Bays 2.5&quot;</source>
        <translation>2.5 吋槽位</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="124"/>
        <source>Bays 3.5&quot;</source>
        <translation>3.5 吋槽位</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="126"/>
        <source>CAS latency</source>
        <translation>CAS 延遲</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="127"/>
        <source>Chips per board</source>
        <translation>每卡晶片數</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="128"/>
        <source>Cooler</source>
        <translation>散熱器</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="129"/>
        <source>Display outputs</source>
        <translation>顯示輸出</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="130"/>
        <source>EPS 8-pin</source>
        <translation>EPS 8-pin</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="131"/>
        <source>FP16 FP16-acc</source>
        <translation>FP16（FP16 累加）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="132"/>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="133"/>
        <source>FP64</source>
        <translation>FP64</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="134"/>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="135"/>
        <source>Form</source>
        <translation>外形</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="136"/>
        <source>Form factors</source>
        <translation>規格尺寸</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="139"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="140"/>
        <source>INT8</source>
        <translation>INT8</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="141"/>
        <source>Includes PSU</source>
        <translation>附電源供應器</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="142"/>
        <source>Integrated graphics</source>
        <translation>內建顯示</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="143"/>
        <source>L2</source>
        <translation>L2 快取</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="144"/>
        <source>Launch price USD</source>
        <translation>上市價（美元）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="145"/>
        <source>M.2 slots</source>
        <translation>M.2 插槽</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="146"/>
        <source>MXM slot</source>
        <translation>MXM 插槽</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="147"/>
        <source>Max PSU length</source>
        <translation>電源最大長度</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="148"/>
        <source>Max memory speed</source>
        <translation>最高記憶體速度</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="149"/>
        <source>Mem type</source>
        <translation>記憶體類型</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="150"/>
        <source>Memory types</source>
        <translation>記憶體類型</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="151"/>
        <source>Modular</source>
        <translation>模組化</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="152"/>
        <source>Module</source>
        <translation>單條容量</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="153"/>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="154"/>
        <source>NVLink bandwidth</source>
        <translation>NVLink 頻寬</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="155"/>
        <source>Notes</source>
        <translation>備註</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="156"/>
        <source>Onboard LAN GbE</source>
        <translation>內建網路（GbE）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="157"/>
        <source>P2P</source>
        <translation>P2P</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="158"/>
        <source>PCIe 6-pin</source>
        <translation>PCIe 6-pin</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="159"/>
        <source>PCIe gen</source>
        <translation>PCIe 代數</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="160"/>
        <source>PCIe slots</source>
        <translation>PCIe 插槽</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="161"/>
        <source>PSU form factors</source>
        <translation>電源規格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="163"/>
        <source>Price source</source>
        <translation>價格來源</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="164"/>
        <source>RPM</source>
        <translation>轉速</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="165"/>
        <source>Radiator mounts</source>
        <translation>水冷排安裝位</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="167"/>
        <source>Registered</source>
        <translation>Registered（RDIMM）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="168"/>
        <source>Registered only</source>
        <translation>僅支援 Registered</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="169"/>
        <source>SATA connectors</source>
        <translation>SATA 接頭</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="170"/>
        <source>SATA ports</source>
        <translation>SATA 連接埠</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="171"/>
        <source>Seq write</source>
        <translation>循序寫入</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="172"/>
        <source>Sockets</source>
        <translation>腳位</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="173"/>
        <source>Source</source>
        <translation>來源</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="174"/>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="175"/>
        <source>TF32</source>
        <translation>TF32</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="336"/>
        <source>Only offers in this region (the providers and pricing models follow Settings)</source>
        <translation>只看此區域的方案（供應商與計價方式依設定）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="341"/>
        <source>All regions</source>
        <translation>所有區域</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="459"/>
        <source>Speed (%1)</source>
        <translation>速度（%1）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="462"/>
        <source>Estimate for %1, the workload in the workload bar</source>
        <translation>工作負載列中的工作負載 %1 的估計值</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="503"/>
        <source>Break-even</source>
        <translation>回本點</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="506"/>
        <source>Calendar days until owning this build costs less than renting the offer above, at the utilisation in Settings</source>
        <translation>依「設定」中的使用率，自購此配置比租用上方方案更便宜所需的日曆天數</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="546"/>
        <source> · price of %1</source>
        <translation> · %1 的價格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="182"/>
        <source> + parts in %1</source>
        <translation> + 以 %1 計價的零件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="82"/>
        <source>The offer chosen above, for every build</source>
        <translation>上方選定的方案，所有配置都與它比較</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="85"/>
        <source>No offer has this build&apos;s GPU count (%1): one with %2 GPUs, the nearest count</source>
        <translation>沒有顯示卡數量與此配置相同（%1）的方案：改用最接近的 %2 張顯示卡方案</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="93"/>
        <source>No offer with this build&apos;s GPU count (%1) is as fast as it: the fastest of them</source>
        <translation>顯示卡數量相同（%1）的方案都沒有此配置快：取其中最快者</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="98"/>
        <source>The cheapest offer with this build&apos;s GPU count (%1) that is at least as fast</source>
        <translation>顯示卡數量相同（%1）且至少一樣快的方案中最便宜者</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="103"/>
        <source>Speed: offer %1, this build %2</source>
        <translation>速度：方案 %1，此配置 %2</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="115"/>
        <source>%1 rents no offer with this build&apos;s GPU count (%2) here: this one has %3, the nearest count</source>
        <translation>%1 在此沒有顯示卡數量與此配置相同（%2）的方案：此方案有 %3 張，為最接近的數量</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="126"/>
        <source>None of %1&apos;s offers with this build&apos;s GPU count (%2) is as fast as it: the fastest</source>
        <translation>%1 顯示卡數量相同（%2）的方案都沒有此配置快：取其中最快者</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="134"/>
        <source>%1&apos;s cheapest offer with this build&apos;s GPU count (%2) that is at least as fast</source>
        <translation>%1 顯示卡數量相同（%2）且至少一樣快的方案中最便宜者</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="190"/>
        <source>Total (%1)</source>
        <translation>總計（%1）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="201"/>
        <source>Price dates</source>
        <translation>價格日期</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="219"/>
        <source>GPUs</source>
        <translation>顯示卡數量</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="223"/>
        <source>Total VRAM (GB)</source>
        <translation>顯示記憶體總量（GB）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="225"/>
        <source>Sum over every GPU in the build</source>
        <translation>配置中所有顯示卡的總和</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="234"/>
        <source>System RAM (GB)</source>
        <translation>系統記憶體（GB）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="243"/>
        <source>not checked</source>
        <translation>未檢查</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="257"/>
        <source>No problems found.</source>
        <translation>未發現問題。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="263"/>
        <source>Findings</source>
        <translation>檢查結果</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="265"/>
        <source>Load power</source>
        <translation>負載功耗</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="267"/>
        <source>Sustained load, from the compatibility check</source>
        <translation>持續負載，來自相容性檢查</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="300"/>
        <source>Add Build…</source>
        <translation>加入配置…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="303"/>
        <source>Compare the open build with a saved build file</source>
        <translation>將目前開啟的配置與已儲存的配置檔比較</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="306"/>
        <source>Add Example</source>
        <translation>加入範例</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="310"/>
        <source>Set the next example build beside the open one</source>
        <translation>將下一個範例配置放在目前開啟的配置旁比較</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="312"/>
        <source>Remove Last</source>
        <translation>移除最後一個</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="316"/>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="675"/>
        <source>Highlighted rows differ between the builds.</source>
        <translation>醒目標示的列表示各配置之間有差異。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="321"/>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="628"/>
        <source>The cloud offer break-even is measured against</source>
        <translation>計算回本點時比較的雲端方案</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="348"/>
        <source>Break-even vs</source>
        <translation>回本比較對象</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="380"/>
        <source>Compare with…</source>
        <translation>比較對象…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="382"/>
        <source>dlbox build (*.dlbox.json *.json)</source>
        <translation>dlbox 配置（*.dlbox.json *.json）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="391"/>
        <source>Cannot compare</source>
        <translation>無法比較</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="430"/>
        <source>%1 (open)</source>
        <translation>%1（已開啟）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="570"/>
        <source>Cheapest comparable rental</source>
        <translation>最便宜的可比租用方案</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="572"/>
        <source>Compared with</source>
        <translation>比較對象</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="604"/>
        <source>Each build: its cheapest comparable rental</source>
        <translation>每個配置：各自最便宜的可比租用方案</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="677"/>
        <source>Only the open build so far: %1 sets a saved build file beside it, %2 one of the examples.</source>
        <translation>目前只有開啟中的配置：「%1」可加入已儲存的配置檔並排比較，「%2」可加入範例之一。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="497"/>
        <source>never</source>
        <translation>永遠不會</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/engines.py" line="741"/>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/engines.py" line="745"/>
        <source> (%1 years)</source>
        <translation>（%1 年）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="251"/>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="42"/>
        <source>dlbox ran into a problem</source>
        <translation>dlbox 發生問題</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="47"/>
        <source>Something went wrong inside dlbox. Your build is still in memory: save a copy now, then carry on or quit. The details below help fix the bug.</source>
        <translation>dlbox 內部發生錯誤。您的配置仍在記憶體中：請先儲存一份副本，再繼續或結束。下方的詳細資料有助於修正這個錯誤。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="54"/>
        <source>A crash log is kept in %1</source>
        <translation>當機記錄保存在 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="65"/>
        <source>Save a Copy of the Build…</source>
        <translation>儲存配置副本…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="69"/>
        <source>Copy Details</source>
        <translation>複製詳細資料</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="74"/>
        <source>Continue</source>
        <translation>繼續</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="77"/>
        <source>Quit dlbox</source>
        <translation>結束 dlbox</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="96"/>
        <source>Save failed</source>
        <translation>儲存失敗</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="97"/>
        <source>The copy could not be saved: %1</source>
        <translation>無法儲存副本：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="101"/>
        <source>Saved to %1</source>
        <translation>已儲存至 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="106"/>
        <source>Save a copy of the build</source>
        <translation>儲存配置副本</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="108"/>
        <source>dlbox build (*.dlbox.json *.json)</source>
        <translation>dlbox 配置（*.dlbox.json *.json）</translation>
    </message>
</context>
<context>
    <name>CustomPartDialog</name>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="50"/>
        <source>POS:xPHYS:xELEC[/xSHARED]:gGEN:cpu|chipset; … e.g. 1:x16:x16:g5:cpu</source>
        <translation>POS:xPHYS:xELEC[/xSHARED]:gGEN:cpu|chipset; … 例如 1:x16:x16:g5:cpu</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="53"/>
        <source>NAME:gGEN:xLANES[:cpu|chipset][:sata]; … e.g. M2_1:g5:x4:cpu</source>
        <translation>NAME:gGEN:xLANES[:cpu|chipset][:sata]; … 例如 M2_1:g5:x4:cpu</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="113"/>
        <source>required; enter a value</source>
        <translation>必填；請輸入數值</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="114"/>
        <source>invalid value</source>
        <translation>無效的值</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="134"/>
        <source>choose…</source>
        <translation>請選擇…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="136"/>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="150"/>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="177"/>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="151"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="152"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="163"/>
        <source>items separated by ;</source>
        <translation>以 ; 分隔各項</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="171"/>
        <source>YYYY-MM-DD or empty</source>
        <translation>YYYY-MM-DD 或留空</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="175"/>
        <source>required</source>
        <translation>必填</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="182"/>
        <source>Allowed: %1</source>
        <translation>允許範圍：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="260"/>
        <source>Add Custom Part</source>
        <translation>新增自訂零件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="274"/>
        <source>Fields marked * are required. Leave a field empty when you do not know it: dlbox never fills a gap with a guess. Units are in the labels.</source>
        <translation>標有 * 的欄位為必填。不知道的欄位請留空：dlbox 絕不會用猜測填補空缺。單位標示在欄位名稱中。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="293"/>
        <source>Save to My Catalogue</source>
        <translation>儲存到我的目錄</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="297"/>
        <source>Category:</source>
        <translation>類別：</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="398"/>
        <source>already used by “%1”; choose another id</source>
        <translation>已被「%1」使用；請改用其他 ID</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="408"/>
        <source>Fix %1 before saving.</source>
        <translation>請先修正以下欄位再儲存：%1。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="414"/>
        <source>Saving replaces your earlier part with this id.</source>
        <translation>儲存後會取代您先前使用此 ID 的零件。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="442"/>
        <source>Cannot save: %1</source>
        <translation>無法儲存：%1</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <location filename="../../dlbox/ui/document.py" line="28"/>
        <location filename="../../dlbox/ui/document.py" line="101"/>
        <source>Untitled build</source>
        <translation>未命名配置</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="114"/>
        <source>Add %1</source>
        <translation>加入 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="121"/>
        <source>Add %1 as another PSU</source>
        <translation>將 %1 加入為另一個電源供應器</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="127"/>
        <source>Remove %1</source>
        <translation>移除 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="133"/>
        <source>Set quantity of %1 to %2</source>
        <translation>將 %1 的數量設為 %2</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="143"/>
        <source>Replace %1 with %2</source>
        <translation>以 %2 替換 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="151"/>
        <source>Change the job</source>
        <translation>變更訓練工作</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="158"/>
        <source>Set the price of %1</source>
        <translation>設定 %1 的價格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="160"/>
        <source>Use the catalogue price of %1</source>
        <translation>改用目錄中 %1 的價格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="182"/>
        <source>Set power and risers of %1</source>
        <translation>設定 %1 的電源與延長線</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="188"/>
        <source>Set the BIOS of %1</source>
        <translation>設定 %1 的 BIOS</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="193"/>
        <source>Rename build</source>
        <translation>重新命名配置</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="199"/>
        <source>Change currency</source>
        <translation>變更貨幣</translation>
    </message>
</context>
<context>
    <name>Engines</name>
    <message>
        <location filename="../../dlbox/ui/engines.py" line="405"/>
        <source>electricity %1 %2/kWh</source>
        <translation>電價 %1 %2/kWh</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/engines.py" line="409"/>
        <source>electricity %1 USD/kWh (cost-model example; set yours in Settings)</source>
        <translation>電價 %1 USD/kWh（成本模型範例；可在「設定」中自訂）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/engines.py" line="432"/>
        <source>no cloud offers are available</source>
        <translation>沒有可用的雲端方案</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/engines.py" line="434"/>
        <source>pick a workload to compare speed with the cloud</source>
        <translation>請選擇工作負載以與雲端比較速度</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/engines.py" line="437"/>
        <source>no exchange rate for %1: add one in Settings</source>
        <translation>沒有 %1 的匯率：請在「設定」中新增</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/engines.py" line="442"/>
        <source>no offers match the providers and pricing models chosen in Settings</source>
        <translation>沒有方案符合「設定」中選擇的供應商與計價方式</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/engines.py" line="626"/>
        <source>no speed estimate for this workload</source>
        <translation>此工作負載沒有速度估計</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="215"/>
        <source>llama.cpp: also under Ollama and LM Studio (the default)</source>
        <translation>llama.cpp：Ollama 與 LM Studio 也以它為核心（預設）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="219"/>
        <source>llama.cpp, -fa off</source>
        <translation>llama.cpp，-fa off</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="220"/>
        <source>llama.cpp with FlashAttention off (-fa off)</source>
        <translation>llama.cpp，關閉 FlashAttention（-fa off）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="222"/>
        <source>vLLM: CUDA graphs, a pool of 90 % of the card</source>
        <translation>vLLM：CUDA graph，佔用顯示卡 90 % 記憶體的記憶體池</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="225"/>
        <source>HF generate</source>
        <translation>HF generate</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="226"/>
        <source>Hugging Face generate, eager PyTorch: the CPU issues every token&apos;s calls</source>
        <translation>Hugging Face generate，eager PyTorch：每個詞元的呼叫都由 CPU 逐一發出</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="231"/>
        <location filename="../../dlbox/ui/labels.py" line="236"/>
        <source>AutoAWQ&apos;s own loop, eager PyTorch</source>
        <translation>AutoAWQ 自己的解碼迴圈，eager PyTorch</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="238"/>
        <source>TinyChat (llm-awq), eager PyTorch</source>
        <translation>TinyChat（llm-awq），eager PyTorch</translation>
    </message>
</context>
<context>
    <name>Estimate</name>
    <message>
        <location filename="../../dlbox/core/estimate/calibration.py" line="638"/>
        <source>errors on %(n)s published runs of other software stacks (held out from every fit; %(inside)s of them inside)</source>
        <translation>其他軟體堆疊在 %(n)s 筆已發表執行結果上的誤差（不參與任何擬合；其中 %(inside)s 落在範圍內）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/calibration.py" line="653"/>
        <source>leave-one-GPU-out residuals of this workload</source>
        <translation>此工作負載逐一排除 GPU 後的殘差</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/calibration.py" line="659"/>
        <source>residuals of %(workloads)s</source>
        <translation>%(workloads)s 的殘差</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/calibration.py" line="669"/>
        <source>residuals of its family</source>
        <translation>同類模型的殘差</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/calibration.py" line="676"/>
        <source>%(label)s, widened ×%(widen)s (not measured itself)</source>
        <translation>%(label)s，放寬 ×%(widen)s（本身沒有實測）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/ceilings.py" line="84"/>
        <source>dataset fits in the page cache (80 %% of RAM) after the first epoch</source>
        <translation>第一個 epoch 之後資料集可放進頁面快取（記憶體的 80 %%）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/ceilings.py" line="90"/>
        <source>no storage given</source>
        <translation>未指定儲存裝置</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/ceilings.py" line="98"/>
        <source>drive speed unknown</source>
        <translation>硬碟速度未知</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/ceilings.py" line="101"/>
        <source>reading from %(drive)s</source>
        <translation>從 %(drive)s 讀取</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/build_estimate.py" line="41"/>
        <source>mixed GPUs: estimated as %(count)s × %(gpu)s; data parallel runs at the pace of the slowest card</source>
        <translation>混用不同顯示卡：以 %(count)s × %(gpu)s 估計；資料平行訓練的速度取決於最慢的那張卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/build_estimate.py" line="67"/>
        <source>the GPU link runs at most PCIe %(gen)s.0: %(case)s carries the card on its own PCIe %(gen)s.0 riser cable</source>
        <translation>GPU 連結最多以 PCIe %(gen)s.0 運作：%(case)s 以機殼自帶的 PCIe %(gen)s.0 延長線承載顯示卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/build_estimate.py" line="82"/>
        <source>%(cpu)s&apos;s thread count is unknown: no CPU input-pipeline ceiling</source>
        <translation>%(cpu)s 的執行緒數未知：不計 CPU 資料輸入管線的上限</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/build_estimate.py" line="91"/>
        <source>%(cpu)s&apos;s sustained power is unknown: its TDP is counted</source>
        <translation>%(cpu)s 的持續功耗未知：改以 TDP 計算</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/build_estimate.py" line="140"/>
        <source>%(gpu)s (open-air, slot %(upper)s) sits directly on the card in slot %(lower)s: stacked open-air cards lose about %(loss)s of their speed to heat (COMPAT_RULES.md rule 9), and the others wait for it — counted in this estimate</source>
        <translation>%(gpu)s（開放式散熱，插槽 %(upper)s）緊貼在插槽 %(lower)s 的卡上：疊在一起的開放式散熱卡因過熱約損失 %(loss)s 的速度（COMPAT_RULES.md 規則 9），其他卡也得等它——已計入此估計</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/build_estimate.py" line="174"/>
        <source>the board has %(slots)s usable x16-size slots for %(count)s GPUs</source>
        <translation>主機板只有 %(slots)s 個可用的 x16 尺寸插槽，卻要裝 %(count)s 張顯示卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/build_estimate.py" line="191"/>
        <source>slowest GPU link: PCIe %(gen)s.0 x%(lanes)s (%(board)s)</source>
        <translation>最慢的顯示卡連結：PCIe %(gen)s.0 x%(lanes)s（%(board)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="43"/>
        <source>FP16 mixed precision (AMP)</source>
        <translation>FP16 混合精度 (AMP)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="59"/>
        <source>tensor cores</source>
        <translation>張量核心</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="61"/>
        <source>FP32 math, 16-bit memory</source>
        <translation>FP32 運算、16 位元記憶體</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="64"/>
        <source>%(gpu)s has no BF16: estimated in FP16 mixed precision (AMP with loss scaling, %(how)s), which is what users of this GPU run</source>
        <translation>%(gpu)s 不支援 BF16：改以 FP16 混合精度估計（AMP 加損失縮放，%(how)s），這也是這張顯示卡的使用者實際的做法</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="73"/>
        <source>%(gpu)s has no %(asked)s math: estimated in %(used)s</source>
        <translation>%(gpu)s 不支援 %(asked)s 運算：改以 %(used)s 估計</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="124"/>
        <source>plain FP32 estimated no faster than TF32 on this GPU&apos;s tensor cores (the FP32 efficiency is fitted on Pascal, Volta and Turing, whose FP32 lanes are single-issue)</source>
        <translation>一般 FP32 的估計速度不超過此顯示卡張量核心上的 TF32（FP32 效率是以 Pascal、Volta 和 Turing 擬合的，它們的 FP32 單元每週期只發出一道指令）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="135"/>
        <source>software tier&apos;s speed-up capped: ×%(speedup)s would imply more than %(share)s of the %(precision)s peak</source>
        <translation>軟體層級的加速已設上限：×%(speedup)s 意味著超過 %(precision)s 峰值的 %(share)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="148"/>
        <source>software tier &apos;%(tier)s&apos;: ×%(speedup)s over the calibrated eager stack (fitted on published runs of other stacks)</source>
        <translation>軟體層級「%(tier)s」：比校準過的 eager 堆疊快 ×%(speedup)s（以其他堆疊的已發表執行結果擬合）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="161"/>
        <source>batch norm on NCHW tensors in BF16: PyTorch runs its own kernels instead of cuDNN&apos;s, +%(ms)s ms a step (channels-last or FP16 AMP avoids it)</source>
        <translation>BF16 下 NCHW 張量的批次正規化：PyTorch 改用自己的核心函式而非 cuDNN 的，每步 +%(ms)s ms（用 channels-last 或 FP16 AMP 可避免）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="172"/>
        <source>power limit %(limit)s: ×%(speed)s speed</source>
        <translation>功耗上限 %(limit)s：速度 ×%(speed)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="240"/>
        <source>slot-powered board: under sustained tensor-core load it holds its base clock, %(share)s of the boost clock its peak TFLOPS are quoted at</source>
        <translation>僅靠插槽供電的顯示卡：持續張量核心負載下只維持基礎時脈，是標示峰值 TFLOPS 所用加速時脈的 %(share)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="342"/>
        <source>eager step: the host needs %(ms)s ms to issue its operator calls (forward, backward, the %(optimizer)s step over every trainable tensor); the GPU waits %(waits)s ms of it, so a faster GPU would not help</source>
        <translation>eager 步驟：主機需要 %(ms)s ms 發出運算子呼叫（前向、反向，以及對每個可訓練張量執行的 %(optimizer)s 步驟）；顯示卡要等其中 %(waits)s ms，所以換更快的顯示卡也沒有幫助</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="353"/>
        <source>eager step: the host needs %(ms)s ms to issue its operator calls (forward, backward, the %(optimizer)s step over every trainable tensor), hidden behind the GPU&apos;s own work</source>
        <translation>eager 步驟：主機需要 %(ms)s ms 發出運算子呼叫（前向、反向，以及對每個可訓練張量執行的 %(optimizer)s 步驟），被顯示卡本身的工作掩蓋</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="383"/>
        <source>CPU-bound: ~%(launches)s kernel launches a step at ~%(us)s µs each (forward, backward, any recomputation and the %(optimizer)s step): the host needs %(ms)s ms and the GPU waits %(waits)s ms of it, so a faster GPU would not help; a larger batch spreads them over more tokens</source>
        <translation>受 CPU 限制：每步約 %(launches)s 次核心函式啟動，每次約 %(us)s µs（前向、反向、任何重算，以及 %(optimizer)s 步驟）：主機需要 %(ms)s ms，顯示卡要等其中 %(waits)s ms，所以換更快的顯示卡也沒有幫助；較大的批次能把這些啟動分攤到更多詞元上</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="395"/>
        <source>eager step: ~%(launches)s kernel launches a step at ~%(us)s µs each (forward, backward, any recomputation and the %(optimizer)s step) take the host %(ms)s ms; the GPU waits %(waits)s ms of it</source>
        <translation>eager 步驟：每步約 %(launches)s 次核心函式啟動，每次約 %(us)s µs（前向、反向、任何重算，以及 %(optimizer)s 步驟），主機共需 %(ms)s ms；顯示卡要等其中 %(waits)s ms</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="405"/>
        <source>eager step: ~%(launches)s kernel launches a step at ~%(us)s µs each (forward, backward, any recomputation and the %(optimizer)s step) take the host %(ms)s ms, hidden behind the GPU&apos;s own work</source>
        <translation>eager 步驟：每步約 %(launches)s 次核心函式啟動，每次約 %(us)s µs（前向、反向、任何重算，以及 %(optimizer)s 步驟），主機共需 %(ms)s ms，被顯示卡自身的運算時間掩蓋</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="418"/>
        <source>16-bit matrix</source>
        <translation>16 位元矩陣</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="419"/>
        <source>memory bandwidth</source>
        <translation>記憶體頻寬</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="428"/>
        <source>%(peak)s ×%(scale)s</source>
        <translation>%(peak)s ×%(scale)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="437"/>
        <source>its paper peaks scaled to what published micro-benchmarks measure against NVIDIA boards of its memory class (%(scaled)s; data/vendor_gemm.csv)</source>
        <translation>其規格峰值，按已發表微基準測試相對同記憶體等級 NVIDIA 顯示卡的實測比例縮放（%(scaled)s；data/vendor_gemm.csv）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="442"/>
        <source>%(a)s, %(b)s</source>
        <translation>%(a)s、%(b)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="446"/>
        <source>its paper peaks, as no micro-benchmark of its architecture is in data/vendor_gemm.csv</source>
        <translation>其規格峰值，因為 data/vendor_gemm.csv 中沒有此架構的微基準測試</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="454"/>
        <source>uncalibrated: %(vendor)s %(architecture)s — every efficiency is fitted on NVIDIA runs and no %(vendor)s run enters any fit; estimated with %(measured)s. ROCm libraries (MIOpen convolutions, attention kernels) may reach less; treat the number and its band as unverified</source>
        <translation>未校準：%(vendor)s %(architecture)s——所有效率都是以 NVIDIA 的執行結果擬合，沒有任何 %(vendor)s 的執行結果參與擬合；估計依據為%(measured)s。ROCm 函式庫（MIOpen 卷積、注意力核心函式）可能達不到；請把這個數字及其範圍視為未經驗證</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="475"/>
        <source>batch %(batch)s = U-Net evaluations per denoising step: %(images)s images × 2 for classifier-free guidance; the host needs %(ms)s ms to dispatch a step&apos;s kernels whatever the batch, hidden behind the GPU&apos;s own work per step (fitted on published runs)</source>
        <translation>批次 %(batch)s = 每個去噪步驟的 U-Net 計算次數：%(images)s 張圖 × 2（無分類器引導）；無論批次大小，主機都需要 %(ms)s ms 派送一個步驟的核心函式，被顯示卡每步本身的工作掩蓋（以已發表執行結果擬合）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="489"/>
        <source>batch %(batch)s = U-Net evaluations per denoising step: %(images)s images × 2 for classifier-free guidance; host-bound: the host needs %(ms)s ms to dispatch a step&apos;s kernels whatever the batch and the GPU&apos;s own work is %(gpu_ms)s ms, so a faster GPU would not speed this up. That dispatch time is fitted on published runs, mostly on cloud A100 machines; the host CPU&apos;s single-thread speed sets it (%(host)s): published batch-1 runs on one A100 40 GB take 31–46 ms a step. Larger batches hide it</source>
        <translation>批次 %(batch)s = 每個去噪步驟的 U-Net 計算次數：%(images)s 張圖 × 2（無分類器引導）；受主機限制：無論批次大小，主機都需要 %(ms)s ms 派送一個步驟的核心函式，而顯示卡本身的工作只要 %(gpu_ms)s ms，所以換更快的顯示卡也不會更快。這個派送時間以已發表執行結果擬合，大多是雲端 A100 機器；它取決於主機 CPU 的單執行緒速度（%(host)s）：已發表的單張 A100 40 GB 批次 1 執行結果每步需 31–46 ms。較大的批次可掩蓋它</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="510"/>
        <source>the reference host&apos;s</source>
        <translation>以參考主機計</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="513"/>
        <source>charged as on the reference host %(reference)s for every CPU: the one published desktop run that names its CPU matched that time unscaled</source>
        <translation>任何 CPU 都按參考主機 %(reference)s 計算：唯一註明 CPU 的已發表桌機執行結果，不縮放就與這個時間相符</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="522"/>
        <source>%(cpu)s: its single thread %(ratio)s× %(reference)s&apos;s</source>
        <translation>%(cpu)s：單執行緒速度為 %(reference)s 的 %(ratio)s×</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="528"/>
        <source>as on the reference host %(reference)s: the CPU&apos;s speed is unknown</source>
        <translation>按參考主機 %(reference)s 計算：CPU 速度未知</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="561"/>
        <source>without peer-to-peer every all-reduce is staged through host memory that all %(count)s cards share</source>
        <translation>沒有點對點傳輸，每次 all-reduce 都要經過 %(count)s 張卡共用的主機記憶體中轉</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="570"/>
        <source>the %(link)s link cannot move the gradients as fast as backward produces them</source>
        <translation>%(link)s 連結搬移梯度的速度趕不上反向傳播產生梯度的速度</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="579"/>
        <source>%(count)s GPUs are slower than one here (%(total)s vs %(one)s samples/s): %(why)s; the all-reduce takes %(ms)s ms per step</source>
        <translation>這裡 %(count)s 張顯示卡比一張還慢（%(total)s 對 %(one)s 樣本/秒）：%(why)s；all-reduce 每步需 %(ms)s ms</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="619"/>
        <source>the weights&apos; all-gathers and the gradients&apos; reduce-scatter</source>
        <translation>權重的 all-gather 與梯度的 reduce-scatter</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="624"/>
        <source>the gradients&apos; all-reduce</source>
        <translation>梯度的 all-reduce</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="635"/>
        <source>%(what)s over %(link)s add %(ms)s ms to each %(step)s ms step (%(share)s): the whole of their time, since %(stack)s does not run them under the compute</source>
        <translation>%(what)s 經由 %(link)s，讓每個 %(step)s ms 的步驟增加 %(ms)s ms（%(share)s）：全部時間都算進去，因為 %(stack)s 不會把它們與運算重疊執行</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="644"/>
        <source>%(what)s over %(link)s add %(ms)s ms to each %(step)s ms step (%(share)s): %(waits)s ms exposed (nothing left to overlap), %(contention)s ms of contention (compute runs slower while NCCL&apos;s kernels hold SMs and memory bandwidth beside it)</source>
        <translation>%(what)s 經由 %(link)s，讓每個 %(step)s ms 的步驟增加 %(ms)s ms（%(share)s）：%(waits)s ms 無法被掩蓋（沒有可重疊的工作了），%(contention)s ms 是資源競爭（NCCL 的核心函式同時占用 SM 與記憶體頻寬，運算因而變慢）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="706"/>
        <location filename="../../dlbox/core/estimate/explain.py" line="708"/>
        <source>AutoAWQ&apos;s own loop over its fused blocks</source>
        <translation>AutoAWQ 自己對融合區塊的迴圈</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="709"/>
        <source>TinyChat&apos;s own loop over its fused blocks</source>
        <translation>TinyChat 自己對融合區塊的迴圈</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="711"/>
        <source>Hugging Face generate</source>
        <translation>Hugging Face generate</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="714"/>
        <source>Hugging Face generate, its expert layers through batched_mm (a copy of each routed token&apos;s experts)</source>
        <translation>Hugging Face generate，其專家層走 batched_mm（為每個路由到的詞元複製一份其專家權重）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="719"/>
        <source>Hugging Face generate, its expert layers one expert at a time (the eager loop, two host syncs per expert)</source>
        <translation>Hugging Face generate，其專家層一次跑一個專家（eager 迴圈，每個專家兩次主機同步）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="746"/>
        <source>eager decoding (%(runner)s): the host&apos;s CPU issues each token&apos;s operator calls from Python in %(ms)s ms; the GPU waits %(waits)s ms of it, so a faster CPU core or a compiled stack (software tier &apos;compiled&apos;) would help more than a faster GPU</source>
        <translation>eager 解碼（%(runner)s）：主機 CPU 從 Python 發出每個詞元的運算子呼叫需 %(ms)s ms；顯示卡要等其中 %(waits)s ms，所以更快的 CPU 核心或編譯過的堆疊（軟體層級「compiled」）比更快的顯示卡更有幫助</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="758"/>
        <source>eager decoding (%(runner)s): the host&apos;s CPU issues each token&apos;s operator calls from Python in %(ms)s ms, mostly hidden behind the GPU&apos;s reading of the weights</source>
        <translation>eager 解碼（%(runner)s）：主機 CPU 從 Python 發出每個詞元的運算子呼叫需 %(ms)s ms，大多被顯示卡讀取權重的時間掩蓋</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="782"/>
        <source>each of the %(layers)s layers&apos; small kernels cost %(us)s µs per token (%(ms)s ms) beside %(weights)s ms reading the weights, whatever the model&apos;s size or its share on each GPU; this stack launches them one by one on this GPU (no CUDA graph: llama.cpp below its Volta gate, or an older build)</source>
        <translation>%(layers)s 層中每層的小核心函式每個詞元花 %(us)s µs（共 %(ms)s ms），另有讀取權重的 %(weights)s ms，與模型大小或每張顯示卡分到的份額無關；此堆疊在這張顯示卡上逐一啟動它們（沒有 CUDA graph：llama.cpp 在 Volta 以前的顯示卡，或較舊的版本）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="792"/>
        <source>each of the %(layers)s layers&apos; small kernels cost %(us)s µs per token (%(ms)s ms) beside %(weights)s ms reading the weights, whatever the model&apos;s size or its share on each GPU</source>
        <translation>%(layers)s 層中每層的小核心函式每個詞元花 %(us)s µs（共 %(ms)s ms），另有讀取權重的 %(weights)s ms，與模型大小或每張顯示卡分到的份額無關</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="816"/>
        <source> on this GPU&apos;s %(sms)s SMs</source>
        <translation>，分布在此 GPU 的 %(sms)s 個 SM 上</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="821"/>
        <source>attention: this runner&apos;s decode kernel (FasterTransformer&apos;s masked attention) runs one thread block per sequence and head, %(blocks)s blocks%(where)s, so it reads the KV cache at its blocks&apos; share of the bandwidth: %(ms)s ms per token at %(tokens)s tokens of context; a flash-decoding stack splits the context and reads it at the card&apos;s bandwidth</source>
        <translation>注意力：此執行器的解碼核心函式（FasterTransformer 的 masked attention）為每個序列與注意力頭各啟動一個執行緒區塊，共 %(blocks)s 個區塊%(where)s，因此只能以這些區塊所占的頻寬比例讀取 KV 快取：在 %(tokens)s 個詞元的上下文下每個詞元需 %(ms)s 毫秒；flash-decoding 類的堆疊會切分上下文，以整張卡的頻寬讀取</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="848"/>
        <source>weights: this decode kernel&apos;s thread blocks are one warp and an SM of this GPU holds at most %(warps)s blocks, so %(warps)s warps an SM load the weights: %(ms)s ms per token, slower than the bandwidth and the unpacking allow</source>
        <translation>權重：此解碼核心函式的執行緒區塊只有一個 warp，而此 GPU 的每個 SM 最多容納 %(warps)s 個區塊，因此每個 SM 只有 %(warps)s 個 warp 在載入權重：每個詞元 %(ms)s ms，比頻寬與解包所允許的更慢</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="869"/>
        <source>weights: this GEMM kernel pads a token&apos;s row to a 16-row tile and gives each matrix few thread blocks, each walking its share of the inputs one memory round trip at a time: the narrow and deep matrices add %(ms)s ms per token to what the bandwidth and the unpacking allow</source>
        <translation>權重：此 GEMM 核心函式把一個詞元的單列補齊成 16 列的區塊，且每個矩陣只分到少數執行緒區塊，每個區塊一次一趟記憶體往返地走完它那份輸入：窄而深的矩陣在頻寬與解包所允許的時間之外，每個詞元再多 %(ms)s ms</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_cpu.py" line="170"/>
        <source>host-bound</source>
        <translation>受主機限制</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_cpu.py" line="172"/>
        <source>host calls</source>
        <translation>主機呼叫</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_cpu.py" line="177"/>
        <source>%(head)s: %(us)s µs per kernel launch on CPU %(cpu)s (its single thread %(ratio)s× the reference host %(reference)s&apos;s)</source>
        <translation>%(head)s：在 CPU %(cpu)s 上每次核心函式啟動 %(us)s µs（其單執行緒速度為參考主機 %(reference)s 的 %(ratio)s×）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_cpu.py" line="182"/>
        <source>%(head)s: %(us)s µs per kernel launch, as on the reference host %(reference)s (%(what)s)</source>
        <translation>%(head)s：每次核心函式啟動 %(us)s µs，按參考主機 %(reference)s 計算（%(what)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_cpu.py" line="192"/>
        <source>%(head)s: %(us)s µs per call on CPU %(cpu)s (its single thread %(ratio)s× the reference host %(reference)s&apos;s)</source>
        <translation>%(head)s：在 CPU %(cpu)s 上每次呼叫 %(us)s µs（其單執行緒速度為參考主機 %(reference)s 的 %(ratio)s×）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_cpu.py" line="220"/>
        <source>not scaled by the CPU: published desktop runs of this kind matched it unscaled</source>
        <translation>不依 CPU 縮放：這類已發表的桌機執行結果不縮放就相符</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_cpu.py" line="226"/>
        <source>no CPU given</source>
        <translation>未指定 CPU</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_cpu.py" line="228"/>
        <source>%(cpu)s&apos;s single-thread speed unknown</source>
        <translation>%(cpu)s 的單執行緒速度未知</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_cpu.py" line="197"/>
        <source>%(head)s: %(us)s µs per call, as on the reference host %(reference)s (%(what)s)</source>
        <translation>%(head)s：每次呼叫 %(us)s µs，按參考主機 %(reference)s 計算（%(what)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_optimizer.py" line="36"/>
        <source>a DGX A100&apos;s host (2 × AMD EPYC 7742)</source>
        <translation>DGX A100 的主機（2 × AMD EPYC 7742）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_optimizer.py" line="55"/>
        <source>%(channels)s × %(mts)s MT/s = %(gbs)s GB/s</source>
        <translation>%(channels)s × %(mts)s MT/s = %(gbs)s GB/s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_optimizer.py" line="62"/>
        <source>host RAM not given: charged as on %(host)s, %(ram)s</source>
        <translation>未提供主機記憶體：按 %(host)s 計算，%(ram)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/llamacpp_host.py" line="49"/>
        <source>llama.cpp&apos;s host prepares each token&apos;s graph while the GPU waits: %(ms)s ms on CPU %(cpu)s (its single thread %(ratio)s× the reference host %(reference)s&apos;s)</source>
        <translation>llama.cpp 的主機在 GPU 等待時為每個詞元準備計算圖：在 CPU %(cpu)s 上需 %(ms)s 毫秒（其單執行緒效能為參考主機 %(reference)s 的 %(ratio)s 倍）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/llamacpp_host.py" line="54"/>
        <source>llama.cpp&apos;s host prepares each token&apos;s graph while the GPU waits: %(ms)s ms, as on the reference host %(reference)s (%(what)s)</source>
        <translation>llama.cpp 的主機在 GPU 等待時為每個詞元準備計算圖：%(ms)s 毫秒，依參考主機 %(reference)s 計算（%(what)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/offload.py" line="66"/>
        <source>PCIe %(gen)s.0 x%(lanes)s (%(gbs)s GB/s per direction)</source>
        <translation>PCIe %(gen)s.0 x%(lanes)s（每個方向 %(gbs)s GB/s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/offload.py" line="72"/>
        <source>PCIe %(gen)s.0 x%(lanes)s (%(gbs)s GB/s per direction, the card&apos;s own: the slot is not known)</source>
        <translation>PCIe %(gen)s.0 x%(lanes)s（每個方向 %(gbs)s GB/s，以顯示卡本身計：插槽未知）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/offload.py" line="154"/>
        <source>PyTorch&apos;s CPU AdamW (FSDP)</source>
        <translation>PyTorch 的 CPU AdamW（FSDP）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/offload.py" line="143"/>
        <source>PCIe copies over %(link)s, run under the GPU&apos;s compute: gradients down %(down)s ms per micro-batch (streamed during backward), weights up %(up)s ms per micro-batch (prefetched during forward and backward)</source>
        <translation>經由 %(link)s 的 PCIe 傳輸，與顯示卡的運算同時進行：梯度下傳每個微批次 %(down)s ms（在反向傳播期間串流）、權重上傳每個微批次 %(up)s ms（在前向與反向傳播期間預先載入）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/offload.py" line="157"/>
        <source>PCIe copies over %(link)s: gradients down %(down)s ms per micro-batch (streamed during backward, under its compute), updated weights up %(up)s ms per optimizer step (beside the CPU step)</source>
        <translation>經由 %(link)s 的 PCIe 傳輸：梯度下傳每個微批次 %(down)s ms（在反向傳播期間串流，與其運算同時進行）、更新後的權重上傳每個最佳化步驟 %(up)s ms（與 CPU 步驟同時進行）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/offload.py" line="167"/>
        <source>DeepSpeed&apos;s CPU Adam</source>
        <translation>DeepSpeed 的 CPU Adam</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/offload.py" line="171"/>
        <source>host RAM %(ram)s</source>
        <translation>主機記憶體 %(ram)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/offload.py" line="176"/>
        <source>CPU optimizer step ≥ %(ms)s ms per optimizer step (%(who)s, %(ram)s), shared by %(n)s micro-batches</source>
        <translation>CPU 最佳化器步驟每次 ≥ %(ms)s ms（%(who)s，%(ram)s），由 %(n)s 個微批次分攤</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/offload.py" line="186"/>
        <source>CPU optimizer step ≥ %(ms)s ms per optimizer step (%(who)s, %(ram)s)</source>
        <translation>CPU 最佳化器步驟每次 ≥ %(ms)s ms（%(who)s，%(ram)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/offload.py" line="203"/>
        <source>CPU offload (%(mode)s): each %(step)s ms micro-batch waits %(ms)s ms on it (%(share)s; only what the GPU&apos;s compute does not hide): %(pcie)s; %(cpu)s; the next forward waits for the CPU step (no delayed parameter update); these floors come to less than the GPU&apos;s own update that offload takes off it (%(replaced)s ms), so that is charged: offload never speeds a step up</source>
        <translation>CPU 卸載（%(mode)s）：每個 %(step)s ms 的微批次要為它等待 %(ms)s ms（%(share)s；只計顯示卡運算掩蓋不了的部分）：%(pcie)s；%(cpu)s；下一次前向要等 CPU 步驟完成（沒有延遲參數更新）；這些下限加起來少於卸載從顯示卡拿走的更新本身（%(replaced)s ms），所以改計後者：卸載絕不會讓一步變快</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/offload.py" line="216"/>
        <source>CPU offload (%(mode)s): each %(step)s ms micro-batch waits %(ms)s ms on it (%(share)s; only what the GPU&apos;s compute does not hide): %(pcie)s; %(cpu)s; the next forward waits for the CPU step (no delayed parameter update)</source>
        <translation>CPU 卸載（%(mode)s）：每個 %(step)s ms 的微批次要為它等待 %(ms)s ms（%(share)s；只計顯示卡運算掩蓋不了的部分）：%(pcie)s；%(cpu)s；下一次前向要等 CPU 步驟完成（沒有延遲參數更新）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/llamacpp_fusion.py" line="261"/>
        <source>llama.cpp build: the backend this GPU runs is not known, so no kernel fusion is counted: the fitted per-layer cost (%(base)s kernels a layer)</source>
        <translation>llama.cpp 版本：不知道這張顯示卡跑哪個後端，所以不計入任何核心函式融合：沿用擬合的每層成本（每層 %(base)s 個核心函式）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/llamacpp_fusion.py" line="271"/>
        <source>llama.cpp build: a current one (%(backend)s backend, every kernel fusion of 2025, the last from %(last)s): %(count)s kernels a layer; a build from before June 2025: %(base)s</source>
        <translation>llama.cpp 版本：目前版本（%(backend)s 後端，含 2025 年全部核心函式融合，最後一項始於 %(last)s）：每層 %(count)s 個核心函式；2025 年 6 月以前的版本：%(base)s 個</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/llamacpp_fusion.py" line="292"/>
        <source>llama.cpp build of %(build)s (%(backend)s backend): %(count)s kernels a layer; a current build: %(current)s</source>
        <translation>%(build)s 的 llama.cpp 版本（%(backend)s 後端）：每層 %(count)s 個核心函式；目前版本：%(current)s 個</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/llamacpp_fusion.py" line="304"/>
        <source>on a Pascal or older GPU llama.cpp does not fuse the quantised gate and up products (3 kernels a layer more)</source>
        <translation>在 Pascal 或更舊的顯示卡上，llama.cpp 不融合量化的 gate 與 up 乘積（每層多 3 個核心函式）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/llamacpp_fusion.py" line="310"/>
        <location filename="../../dlbox/core/estimate/remedies.py" line="82"/>
        <source>%(a)s; %(b)s</source>
        <translation>%(a)s；%(b)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="238"/>
        <source>llama.cpp -fa on: the K·Q scores are no longer materialised</source>
        <translation>llama.cpp 開啟 -fa：不再實際存放 K·Q 分數</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="250"/>
        <source>vLLM --gpu-memory-utilization %(value)s: the pool it takes of the card</source>
        <translation>vLLM --gpu-memory-utilization %(value)s：它占用顯示卡記憶體的比例</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="277"/>
        <source>vLLM --kv-cache-dtype fp8; llama.cpp -ctk q8_0 -ctv q8_0 (needs -fa)</source>
        <translation>vLLM --kv-cache-dtype fp8；llama.cpp -ctk q8_0 -ctv q8_0（需要 -fa）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="339"/>
        <source>torchtitan --activation_checkpoint.mode selective (op-level policy)</source>
        <translation>torchtitan --activation_checkpoint.mode selective（運算子層級策略）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="361"/>
        <source>accumulate %(n)s micro-batches to keep the effective batch</source>
        <translation>累積 %(n)s 個微批次以維持有效批次</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="383"/>
        <source>torch.optim.AdamW(fused=True): one kernel updates weights and moments in place, with no temporary copy of the states and fewer passes over them</source>
        <translation>torch.optim.AdamW(fused=True)：以單一核心函式就地更新權重與動量，不產生狀態的暫存副本，讀寫它們的次數也較少</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="402"/>
        <source>bitsandbytes AdamW8bit: 2 bytes of state per weight, no FP32 master copy</source>
        <translation>bitsandbytes AdamW8bit：每個權重 2 位元組狀態，沒有 FP32 主權重副本</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="416"/>
        <source>bitsandbytes PagedAdamW8bit with optimizer_in_bwd (torchtune&apos;s single-GPU full fine-tune): states page to host RAM when the GPU is full; speed cost counts that paging over PCIe</source>
        <translation>bitsandbytes PagedAdamW8bit 搭配 optimizer_in_bwd（torchtune 的單卡完整微調）：顯示卡記憶體滿時狀態會分頁到主機記憶體；速度成本已計入經 PCIe 的分頁</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="454"/>
        <source>FSDP CPU offload: layers stream in from host RAM</source>
        <translation>FSDP CPU 卸載：各層從主機記憶體串流載入</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="476"/>
        <source>split by layers: the GPUs take turns on each token, so it is no faster than one GPU; their memory adds</source>
        <translation>按層切分：各 GPU 輪流處理每個詞元，因此不比單張 GPU 快；但記憶體相加</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="484"/>
        <source>tensor parallel: every GPU streams its share of each layer at once, two all-reduces per layer</source>
        <translation>張量平行：每張 GPU 同時讀取各層中自己的那一份，每層兩次 all-reduce</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="492"/>
        <source>llama.cpp -sm row: the weights&apos; rows are split; the main GPU holds the KV cache and runs attention</source>
        <translation>llama.cpp -sm row：權重按列切分；主 GPU 存放 KV 快取並執行注意力計算</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="791"/>
        <source>speed compared at batch %(batch)s per GPU, the batch this remedy fits, with the unchanged run at that batch (as set it is priced at batch %(now)s)</source>
        <translation>速度以每張 GPU 批次 %(batch)s（此對策可容納的批次）與同一批次下未變更的執行比較（目前設定以批次 %(now)s 估算）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="809"/>
        <source>faster: the 8-bit update moves fewer bytes per weight than torch&apos;s AdamW (%(impl)s)</source>
        <translation>較快：8 位元更新每個權重搬移的位元組比 torch 的 AdamW（%(impl)s）少</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="820"/>
        <source>faster: each GPU steps the optimizer for 1/%(n)s of the weights, which saves more time than the sharding&apos;s communication adds</source>
        <translation>較快：每張 GPU 只為 1/%(n)s 的權重執行最佳化器步驟，省下的時間多於分片增加的通訊時間</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="836"/>
        <source>speed cost: %(cost)s</source>
        <translation>速度成本：%(cost)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="1003"/>
        <source>speed unknown</source>
        <translation>速度未知</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="1006"/>
        <source>×%(speed)s speed at batch %(batch)s per GPU</source>
        <translation>每張 GPU 批次 %(batch)s 時速度 ×%(speed)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="1010"/>
        <source>×%(speed)s speed</source>
        <translation>速度 ×%(speed)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/hf_generate.py" line="134"/>
        <source>text-generation-webui&apos;s llamacpp_HF loader runs Hugging Face&apos;s generate loop, converts the whole sequence and copies the logits through a Python list every token while llama.cpp waits: %(ms)s ms on CPU %(cpu)s (its single thread %(ratio)s× the measuring machine %(reference)s&apos;s)</source>
        <translation>text-generation-webui 的 llamacpp_HF 載入器每個詞元都執行 Hugging Face 的 generate 迴圈、轉換整個序列，並經由 Python 串列複製 logits，期間 llama.cpp 只能等待：在 CPU %(cpu)s 上 %(ms)s ms（其單執行緒為量測機器 %(reference)s 的 %(ratio)s×）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/hf_generate.py" line="141"/>
        <source>text-generation-webui&apos;s llamacpp_HF loader runs Hugging Face&apos;s generate loop, converts the whole sequence and copies the logits through a Python list every token while llama.cpp waits: %(ms)s ms, as measured on %(reference)s (%(what)s)</source>
        <translation>text-generation-webui 的 llamacpp_HF 載入器每個詞元都執行 Hugging Face 的 generate 迴圈、轉換整個序列，並經由 Python 串列複製 logits，期間 llama.cpp 只能等待：%(ms)s ms，依 %(reference)s 上的量測值（%(what)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/hf_generate.py" line="154"/>
        <source>PyTorch before its vectorised 16-bit torch.cat (2025) grows Hugging Face&apos;s cache one element per thread, at the 4-byte rate: +%(ms)s ms per token</source>
        <translation>PyTorch 在其向量化 16 位元 torch.cat（2025）之前，以每執行緒一個元素的方式擴充 Hugging Face 的快取，速率與 4 位元組元素相同：每個詞元 +%(ms)s ms</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/multi_gpu.py" line="143"/>
        <source>%(engine)s splits every weight matrix by rows over the %(gpus)s GPUs (-sm row): their bandwidth adds for the weights, but the main GPU holds the KV cache and runs attention, each product&apos;s result is gathered on it (%(ms)s ms per token on %(link)s), and CUDA graphs are off</source>
        <translation>%(engine)s 將每個權重矩陣按列切分到 %(gpus)s 張 GPU 上（-sm row）：讀取權重的頻寬相加，但主 GPU 保存 KV 快取並執行注意力運算，每次矩陣乘法的結果都要彙整到主 GPU（在 %(link)s 上每個詞元 %(ms)s ms），且 CUDA graphs 會關閉</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/multi_gpu.py" line="158"/>
        <source>%(engine)s splits the model over the %(gpus)s GPUs by layers: a token passes them one after another, so it decodes no faster than one GPU holding the whole model; the GPUs add memory, not speed (handing the hidden state on costs %(ms)s ms per token on %(link)s)</source>
        <translation>%(engine)s 將模型按層拆分到 %(gpus)s 張 GPU 上：每個詞元依序經過它們，因此解碼速度不會超過一張能放下整個模型的 GPU；多張 GPU 增加的是記憶體而非速度（在 %(link)s 上傳遞隱藏狀態每個詞元需 %(ms)s 毫秒）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/multi_gpu.py" line="172"/>
        <source>%(engine)s loads the whole model onto one GPU: the other %(idle)s add neither memory nor speed</source>
        <translation>%(engine)s 將整個模型載入到一張 GPU 上：其餘 %(idle)s 張既不增加記憶體也不增加速度</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/multi_gpu.py" line="182"/>
        <source>every layer is split over the %(gpus)s GPUs (tensor parallel, as %(engine)s runs it): their bandwidth adds, and two all-reduces per layer cost %(ms)s ms per token on %(link)s</source>
        <translation>每一層都拆分到 %(gpus)s 張 GPU 上（張量平行，%(engine)s 的做法）：它們的頻寬相加，每層兩次 all-reduce 在 %(link)s 上每個詞元需 %(ms)s 毫秒</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/llamacpp_fusion.py" line="252"/>
        <source>llama.cpp build: its CUDA kernel fusions of 2025 are not counted for a mixture-of-experts model (its routed experts&apos; kernels are not modelled): the fitted per-layer cost of the builds before them</source>
        <translation>llama.cpp 版本：混合專家模型不計入其 2025 年的 CUDA 核心函式融合（其路由專家的核心函式未建模）：沿用融合之前版本擬合的每層成本</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/llamacpp_fusion.py" line="283"/>
        <source>llama.cpp build: of no known date, charged the fitted per-layer cost (%(base)s kernels a layer); a current build: %(current)s</source>
        <translation>llama.cpp 版本：日期不明，以擬合的每層成本計算（每層 %(base)s 個核心函式）；目前版本：%(current)s 個</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <location filename="../../dlbox/core/export/report.py" line="73"/>
        <source>%(n)s PSU cable per card</source>
        <translation>每張卡 %(n)s 條電源線材</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/report.py" line="74"/>
        <source>%(n)s PSU cables per card</source>
        <translation>每張卡 %(n)s 條電源線材</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/report.py" line="78"/>
        <source>%(n)s 12 V rail per card</source>
        <translation>每張卡 %(n)s 組 12 V 輸出</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/report.py" line="79"/>
        <source>%(n)s 12 V rails per card</source>
        <translation>每張卡 %(n)s 組 12 V 輸出</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/report.py" line="88"/>
        <source>card model not named (catalogue dimensions assumed)</source>
        <translation>未註明顯示卡型號（採用型錄尺寸）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/report.py" line="212"/>
        <source>not in catalogue — using the saved specs</source>
        <translation>不在目錄中 — 使用已儲存的規格</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/report.py" line="219"/>
        <source>saved specs; the catalogue entry changed since this build was saved</source>
        <translation>已儲存的規格；此配置儲存後，目錄中的項目已變更</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/report.py" line="347"/>
        <source>%(n)s line has no known price and is not in the total.</source>
        <translation>%(n)s 個品項沒有已知價格，未計入總計。</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/report.py" line="349"/>
        <source>%(n)s lines have no known price and are not in the total.</source>
        <translation>%(n)s 個品項沒有已知價格，未計入總計。</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/report.py" line="358"/>
        <source>Lines priced in %(currencies)s are not in the total: no exchange rate to %(currency)s.</source>
        <translation>以 %(currencies)s 計價的品項未計入總計：沒有換算成 %(currency)s 的匯率。</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/report.py" line="371"/>
        <source>Converted at %(rates)s.</source>
        <translation>換算匯率：%(rates)s。</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="14"/>
        <source>GPU</source>
        <translation>顯示卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="15"/>
        <source>CPU</source>
        <translation>處理器</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="16"/>
        <source>Motherboard</source>
        <translation>主機板</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="17"/>
        <source>Memory</source>
        <translation>記憶體</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="18"/>
        <source>Storage</source>
        <translation>儲存裝置</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="19"/>
        <source>Power supply</source>
        <translation>電源供應器</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="20"/>
        <source>Case</source>
        <translation>機殼</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="21"/>
        <source>CPU cooler</source>
        <translation>CPU 散熱器</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="25"/>
        <source>Type</source>
        <translation>類型</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="26"/>
        <source>Item</source>
        <translation>品項</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="27"/>
        <source>Qty</source>
        <translation>數量</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="28"/>
        <source>Unit price</source>
        <translation>單價</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="29"/>
        <source>Line total</source>
        <translation>小計</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="30"/>
        <source>Price date</source>
        <translation>價格日期</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="31"/>
        <source>Price source</source>
        <translation>價格來源</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="33"/>
        <source>Total</source>
        <translation>總計</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="34"/>
        <source>Compatibility findings</source>
        <translation>相容性檢查結果</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="35"/>
        <source>Training speed</source>
        <translation>訓練速度</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="36"/>
        <source>Own vs rent</source>
        <translation>自購 vs 租用</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="37"/>
        <source>Notes</source>
        <translation>備註</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="38"/>
        <source>Quoted total: %(amount)s (%(source)s, %(date)s)</source>
        <translation>報價總額：%(amount)s（%(source)s，%(date)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="39"/>
        <source>fix: %(fix)s</source>
        <translation>修正：%(fix)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="40"/>
        <source>Fix:</source>
        <translation>修正：</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="41"/>
        <source>Made with %(generator)s on %(date)s.</source>
        <translation>由 %(generator)s 於 %(date)s 製作。</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="44"/>
        <source>error</source>
        <translation>錯誤</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="45"/>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="46"/>
        <source>note</source>
        <translation>備註</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="11"/>
        <source>not estimated: the build has no GPU</source>
        <translation>未估計：此配置沒有顯示卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="12"/>
        <source>not estimated: %(reason)s</source>
        <translation>未估計：%(reason)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="13"/>
        <source>does not fit in GPU memory (needs about %(gb)s GB per GPU)</source>
        <translation>放不進顯示卡記憶體（每張顯示卡約需 %(gb)s GB）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="14"/>
        <source>%(speed)s %(unit)s (estimate, likely %(low)s–%(high)s); bound by %(bound)s</source>
        <translation>%(speed)s %(unit)s（估計值，可能 %(low)s–%(high)s）；瓶頸：%(bound)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="17"/>
        <source>Time to train</source>
        <translation>訓練所需時間</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="18"/>
        <source>%(hours)s h for %(epochs)s epoch, %(watts)s W under load</source>
        <translation>%(epochs)s 個 epoch 需 %(hours)s 小時，負載功耗 %(watts)s W</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="19"/>
        <source>%(hours)s h for %(epochs)s epochs, %(watts)s W under load</source>
        <translation>%(epochs)s 個 epoch 需 %(hours)s 小時，負載功耗 %(watts)s W</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="22"/>
        <source>%(n)s micro-batches per step</source>
        <translation>每步 %(n)s 個微批次</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="23"/>
        <source>%(a)s, %(b)s</source>
        <translation>%(a)s，%(b)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="25"/>
        <source>Break-even</source>
        <translation>回本點</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="26"/>
        <source>not compared: %(reason)s</source>
        <translation>未比較：%(reason)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="27"/>
        <source>not compared: no offer has a speed estimate for %(workload)s</source>
        <translation>未比較：沒有方案有 %(workload)s 的速度估計</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="30"/>
        <source>%(share)s utilisation</source>
        <translation>使用率 %(share)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="31"/>
        <source>Cheapest comparable rental</source>
        <translation>最便宜的可比租用方案</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="32"/>
        <source>Cheapest comparable rental from %(provider)s</source>
        <translation>%(provider)s 最便宜的可比租用方案</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="33"/>
        <source>%(offer)s, %(pricing)s</source>
        <translation>%(offer)s，%(pricing)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="34"/>
        <source>%(offer)s, %(gpus)s, %(listed)s/h listed; this build runs at %(ratio)s× its speed, so an hour of the build&apos;s work costs %(cost)s there at %(share)s</source>
        <translation>%(offer)s，%(gpus)s，標價每小時 %(listed)s；此配置的速度是它的 %(ratio)s 倍，因此在%(share)s 下，此配置一小時的工作量在那裡要 %(cost)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="39"/>
        <source>Break-even against the cheapest comparable rental</source>
        <translation>相對最便宜的可比租用方案的回本點</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="40"/>
        <source>%(when)s (capital %(capital)s, %(watts)s W, electricity %(electricity)s)</source>
        <translation>%(when)s（購置成本 %(capital)s，%(watts)s W，電價 %(electricity)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="43"/>
        <source>%(price)s (cost-model example)</source>
        <translation>%(price)s（成本模型範例）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="44"/>
        <source>renting stays cheaper at %(share)s</source>
        <translation>在%(share)s 下租用一直比較便宜</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="45"/>
        <source>owning is cheaper after %(days)s days at %(share)s</source>
        <translation>在%(share)s 下，%(days)s 天後自購較便宜</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="46"/>
        <source>owning is cheaper after %(days)s days (%(years)s years) at %(share)s</source>
        <translation>在%(share)s 下，%(days)s 天（%(years)s 年）後自購較便宜</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="49"/>
        <source>unknown at %(share)s</source>
        <translation>在%(share)s 下未知</translation>
    </message>
</context>
<context>
    <name>Findings</name>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="47"/>
        <source>%(kit)s is %(type)s; %(board)s takes %(takes)s</source>
        <translation>%(kit)s 是 %(type)s；%(board)s 使用 %(takes)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="57"/>
        <location filename="../../dlbox/core/rules/memory.py" line="80"/>
        <location filename="../../dlbox/core/rules/memory.py" line="146"/>
        <source>Pick %(type)s memory</source>
        <translation>請選擇 %(type)s 記憶體</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="68"/>
        <source>%(kit)s is %(type)s; %(cpu)s supports %(types)s</source>
        <translation>%(kit)s 是 %(type)s；%(cpu)s 支援 %(types)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="91"/>
        <source>%(board)s&apos;s memory type is unknown: check it takes %(type)s</source>
        <translation>%(board)s 的記憶體類型不明：請確認它能使用 %(type)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="114"/>
        <source>%(kit)s is SO-DIMM; whether %(board)s (%(form)s) takes SO-DIMM or full DIMMs is not recorded — check its manual</source>
        <translation>%(kit)s 是 SO-DIMM；資料未記錄 %(board)s（%(form)s）使用 SO-DIMM 還是標準 DIMM，請查閱其說明書</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="132"/>
        <source>%(kit)s is %(module)s; %(board)s (%(form)s) takes %(wanted)s modules</source>
        <translation>%(kit)s 是 %(module)s；%(board)s（%(form)s）使用 %(wanted)s 模組</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="164"/>
        <source>%(n)s memory modules; %(board)s has %(slots)s slots</source>
        <translation>%(n)s 條記憶體；%(board)s 只有 %(slots)s 個插槽</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="166"/>
        <source>%(n)s memory modules; %(board)s has %(slots)s slot</source>
        <translation>%(n)s 條記憶體；%(board)s 只有 %(slots)s 個插槽</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="177"/>
        <source>Use at most %(slots)s modules: fewer, larger modules</source>
        <translation>最多使用 %(slots)s 條：改用較少、容量較大的模組</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="181"/>
        <source>Use a single, larger module: the board has %(slots)s slot</source>
        <translation>請改用單條、容量較大的模組：這張主機板只有 %(slots)s 個插槽</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="208"/>
        <source>%(total)s of memory; %(part)s supports at most %(limit)s</source>
        <translation>記憶體共 %(total)s；%(part)s 最多支援 %(limit)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="219"/>
        <source>Keep memory at or below %(limit)s</source>
        <translation>記憶體請維持在 %(limit)s 以下</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="235"/>
        <source>%(board)s&apos;s support for registered memory (RDIMM) is unknown: check it takes %(kit)s</source>
        <translation>%(board)s 是否支援暫存式記憶體（RDIMM）不明：請確認它能使用 %(kit)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="304"/>
        <source>%(kit)s is registered (RDIMM); %(board)s takes unbuffered DIMMs only</source>
        <translation>%(kit)s 是暫存式（RDIMM）；%(board)s 只支援無緩衝 DIMM</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="307"/>
        <source>Pick unbuffered (UDIMM) memory</source>
        <translation>請選擇無緩衝（UDIMM）記憶體</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="311"/>
        <source>%(kit)s is unbuffered; %(board)s takes registered ECC DIMMs (RDIMM) only</source>
        <translation>%(kit)s 是無緩衝記憶體；%(board)s 只支援暫存式 ECC DIMM（RDIMM）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="315"/>
        <source>Pick registered ECC memory (RDIMM)</source>
        <translation>請選擇暫存式 ECC 記憶體（RDIMM）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="266"/>
        <source>ECC support of %(parts)s is unknown: check it for %(kit)s</source>
        <translation>%(parts)s 是否支援 ECC 不明：請確認能否搭配 %(kit)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="280"/>
        <source>%(kit)s is ECC; %(parts)s do not support ECC: it will run with error correction off (some boards refuse ECC modules)</source>
        <translation>%(kit)s 是 ECC 記憶體；%(parts)s 不支援 ECC：會在關閉錯誤校正的情況下運作（部分主機板不接受 ECC 模組）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="286"/>
        <source>%(kit)s is ECC; %(parts)s does not support ECC: it will run with error correction off (some boards refuse ECC modules)</source>
        <translation>%(kit)s 是 ECC 記憶體；%(parts)s 不支援 ECC：會在關閉錯誤校正的情況下運作（部分主機板不接受 ECC 模組）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="334"/>
        <source>%(kit)s is rated %(speed)s MT/s; %(part)s supports %(limit)s MT/s, so it will run at %(limit)s MT/s or below</source>
        <translation>%(kit)s 的額定速度為 %(speed)s MT/s；%(part)s 支援 %(limit)s MT/s，因此會以 %(limit)s MT/s 或更低速度運作</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="356"/>
        <source>%(n)s different memory kits: mixed kits often fail to run at their rated speed together; one kit of the full size is safer</source>
        <translation>%(n)s 組不同的記憶體套件：混用套件常無法一起跑在額定速度；改用一組足量的套件較保險</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="585"/>
        <source>the %(socket)s platform</source>
        <translation>%(socket)s 平台</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="598"/>
        <source>%(n)s %(kind)s modules on %(channels)s channels is %(dpc)s per channel: %(cpu)s then supports %(limit)s MT/s, not the kit&apos;s %(speed)s MT/s (its XMP/EXPO profile may not train at all)</source>
        <translation>%(n)s 條 %(kind)s 模組插在 %(channels)s 個通道上，每通道 %(dpc)s 條：此時 %(cpu)s 只支援 %(limit)s MT/s，而非套裝的 %(speed)s MT/s（其 XMP/EXPO 設定檔可能完全無法穩定運作）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="609"/>
        <source>%(n)s %(kind)s modules on %(channels)s channels is %(dpc)s per channel: %(cpu)s then supports at most %(limit)s MT/s whatever the modules&apos; rank (not stated), not the kit&apos;s %(speed)s MT/s (its XMP/EXPO profile may not train at all)</source>
        <translation>%(n)s 條 %(kind)s 模組插在 %(channels)s 個通道上，每通道 %(dpc)s 條：無論模組的 rank（未註明）為何，此時 %(cpu)s 最多只支援 %(limit)s MT/s，而非套裝的 %(speed)s MT/s（其 XMP/EXPO 設定檔可能完全無法穩定運作）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="618"/>
        <source>at most %(limit)s</source>
        <translation>最多 %(limit)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="625"/>
        <source>Use %(channels)s larger modules (one per channel) for the same capacity: %(cpu)s supports %(one)s MT/s at one module per channel (the kit&apos;s %(speed)s MT/s only as its XMP/EXPO profile) instead of %(limit)s (about %(gain)s more memory bandwidth at %(one)s; CPU-side data loading gains, GPU-bound training does not)</source>
        <translation>改用 %(channels)s 條較大容量的模組（每通道一條）達到相同容量：每通道一條時 %(cpu)s 支援 %(one)s MT/s（模組的 %(speed)s MT/s 僅為其 XMP/EXPO 設定檔），而非 %(limit)s（以 %(one)s 計記憶體頻寬約多 %(gain)s；CPU 端的資料載入會受益，受 GPU 限制的訓練則不會）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="642"/>
        <source>Use %(channels)s larger modules (one per channel) for the same capacity: %(speed)s MT/s instead of %(limit)s (about %(gain)s more memory bandwidth; CPU-side data loading gains, GPU-bound training does not)</source>
        <translation>改用 %(channels)s 條較大容量的模組（每通道一條）達到相同容量：%(speed)s MT/s 而非 %(limit)s（記憶體頻寬約多 %(gain)s；CPU 端的資料載入會受益，受 GPU 限制的訓練則不會）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="694"/>
        <source>%(kit)s uses %(size)s modules: the build states that the BIOS of %(board)s does not run them; they need %(firmware)s (%(year)s) or later</source>
        <translation>%(kit)s 使用 %(size)s 模組：組態註明 %(board)s 的 BIOS 無法執行它們；需要 %(firmware)s（%(year)s）或更新版本</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="703"/>
        <source>%(kit)s uses %(size)s modules: %(board)s runs BIOS %(bios)s, older than the %(firmware)s (%(year)s) they need to boot</source>
        <translation>%(kit)s 使用 %(size)s 模組：%(board)s 執行 BIOS %(bios)s，比開機所需的 %(firmware)s（%(year)s）舊</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="713"/>
        <source>%(kit)s uses %(size)s modules: %(board)s (%(chip)s, %(chip_year)s) boots them only with %(firmware)s (%(year)s) or later, and dlbox cannot tell whether the stated BIOS %(bios)s has it</source>
        <translation>%(kit)s 使用 %(size)s 模組：%(board)s（%(chip)s，%(chip_year)s）須有 %(firmware)s（%(year)s）或更新版本才能以其開機，而 dlbox 無法判斷所註明的 BIOS %(bios)s 是否包含</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="724"/>
        <source>%(kit)s uses %(size)s modules: %(board)s (%(chip)s, %(chip_year)s) boots them only with %(firmware)s (%(year)s) or later, and the build does not state its BIOS version</source>
        <translation>%(kit)s 使用 %(size)s 模組：%(board)s（%(chip)s，%(chip_year)s）須有 %(firmware)s（%(year)s）或更新版本才能以其開機，而組態未註明其 BIOS 版本</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="734"/>
        <source>the board has BIOS flashback: it updates from a USB stick with no CPU or memory fitted</source>
        <translation>此主機板具備 BIOS Flashback：不必安裝 CPU 或記憶體即可從 USB 隨身碟更新</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="742"/>
        <source>the board has no BIOS flashback: update it with the CPU and smaller modules fitted first</source>
        <translation>此主機板沒有 BIOS Flashback：請先裝上 CPU 與容量較小的模組再更新</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="750"/>
        <source>a board with BIOS flashback updates from a USB stick with no CPU or memory fitted; without it, update with the CPU and smaller modules fitted first</source>
        <translation>具備 BIOS Flashback 的主機板不必安裝 CPU 或記憶體即可從 USB 隨身碟更新；若無此功能，請先裝上 CPU 與容量較小的模組再更新</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="763"/>
        <source>Update the BIOS to %(firmware)s or later before fitting these modules (no speed, price or power cost); %(how)s</source>
        <translation>安裝這些模組前先將 BIOS 更新至 %(firmware)s 或更新版本（不影響速度、價格或功耗）；%(how)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="55"/>
        <source>%(gpu)s hangs from M.2 slot %(slot)s through an adapter: %(link)s from the chipset, sharing the chipset&apos;s uplink with USB, SATA and M.2: the slowest link holds back every data-parallel step</source>
        <translation>%(gpu)s 透過轉接卡接在 M.2 插槽 %(slot)s：來自晶片組的 %(link)s，與 USB、SATA 和 M.2 共用晶片組的上行頻寬：最慢的連結會拖慢每一個資料平行步驟</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="62"/>
        <source>%(gpu)s hangs from M.2 slot %(slot)s through an adapter: %(link)s from the chipset, sharing the chipset&apos;s uplink with USB, SATA and M.2</source>
        <translation>%(gpu)s 透過轉接卡接在 M.2 插槽 %(slot)s：來自晶片組的 %(link)s，與 USB、SATA 和 M.2 共用晶片組的上行頻寬</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="70"/>
        <source>%(gpu)s sits in slot %(slot)s, which takes x16 cards but is wired %(link)s from the chipset, sharing the chipset&apos;s uplink with USB, SATA and M.2: the slowest link holds back every data-parallel step</source>
        <translation>%(gpu)s 裝在插槽 %(slot)s，這個插槽可插 x16 卡，但由晶片組以 %(link)s 連接，並與 USB、SATA 和 M.2 共用晶片組的上行頻寬：最慢的連結會拖慢資料平行訓練的每一步</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="77"/>
        <source>%(gpu)s sits in slot %(slot)s, which takes x16 cards but is wired %(link)s from the chipset, sharing the chipset&apos;s uplink with USB, SATA and M.2</source>
        <translation>%(gpu)s 裝在插槽 %(slot)s，這個插槽可插 x16 卡，但由晶片組以 %(link)s 連接，並與 USB、SATA 和 M.2 共用晶片組的上行頻寬</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="92"/>
        <source>Pick a board with more CPU-fed x16/x8 slots, or a platform with more lanes (Threadripper, Xeon W)</source>
        <translation>請選擇有更多由 CPU 直連 x16/x8 插槽的主機板，或通道更多的平台（Threadripper、Xeon W）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="124"/>
        <source>slot %(slot)s: %(link)s</source>
        <translation>插槽 %(slot)s：%(link)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="149"/>
        <source>%(board)s splits its CPU lanes among %(cards)s (%(widths)s): with %(gpus)s, gradient exchange over narrow links slows large-model data-parallel training</source>
        <translation>%(board)s 將 CPU 通道分給 %(cards)s（%(widths)s）：使用 %(gpus)s 時，透過較窄的連結交換梯度會拖慢大型模型的資料平行訓練</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="161"/>
        <source>A Threadripper or Xeon W platform (CPU and board) gives every GPU x16</source>
        <translation>Threadripper 或 Xeon W 平台（處理器與主機板）能讓每張顯示卡都跑 x16</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="175"/>
        <source>%(board)s splits its CPU lanes among %(cards)s (%(widths)s): a small cost for data-parallel training with %(gpus)s</source>
        <translation>%(board)s 將 CPU 通道分給 %(cards)s（%(widths)s）：對使用 %(gpus)s 的資料平行訓練影響不大</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="199"/>
        <source>%(cpu)s&apos;s PCIe lane count is unknown: check it provides the %(demand)s lanes the GPUs and CPU-attached M.2 drives on %(board)s want</source>
        <translation>%(cpu)s 的 PCIe 通道數不明：請確認它能提供 %(board)s 上的顯示卡與 CPU 直連 M.2 硬碟所需的 %(demand)s 條通道</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="218"/>
        <source>%(n)s GPU on CPU lanes takes %(lanes)s</source>
        <translation>%(n)s 張使用 CPU 通道的顯示卡佔用 %(lanes)s 條</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="219"/>
        <source>%(n)s GPUs on CPU lanes take %(lanes)s</source>
        <translation>%(n)s 張使用 CPU 通道的顯示卡佔用 %(lanes)s 條</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="224"/>
        <source>%(n)s CPU-attached M.2 drive takes %(lanes)s</source>
        <translation>%(n)s 台 CPU 直連的 M.2 硬碟佔用 %(lanes)s 條</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="225"/>
        <source>%(n)s CPU-attached M.2 drives take %(lanes)s</source>
        <translation>%(n)s 台 CPU 直連的 M.2 硬碟佔用 %(lanes)s 條</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="229"/>
        <source>%(demand)s lanes wanted (%(uses)s); %(cpu)s provides %(lanes)s, so the board runs some slots narrower than their x16/x8 wiring</source>
        <translation>需要 %(demand)s 條通道（%(uses)s）；%(cpu)s 只提供 %(lanes)s 條，因此主機板會讓部分插槽以低於其 x16/x8 配線的寬度運作</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="271"/>
        <source>%(cpu)s&apos;s PCIe generation is unknown: GPU links on its lanes are shown as fast as the slot and the GPU allow (up to PCIe %(gen)s.0); check it</source>
        <translation>%(cpu)s 的 PCIe 版本不明：其通道上的顯示卡連結會以插槽與顯示卡所允許的最高速度顯示（最高 PCIe %(gen)s.0）；請確認</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="314"/>
        <source>its riser cable carries x%(riser)s</source>
        <translation>其延長線只有 x%(riser)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="322"/>
        <source>slot %(slot)s is wired x%(wired)s</source>
        <translation>插槽 %(slot)s 的線路為 x%(wired)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="331"/>
        <source>%(gpu)s runs at %(link)s because %(why)s; the card is built for x%(lanes)s ≈ %(wants)s GB/s (%(share)s of it): host transfers and gradient exchange slow down with it</source>
        <translation>%(gpu)s 以 %(link)s 運作，因為%(why)s；此卡設計為 x%(lanes)s ≈ %(wants)s GB/s（只有 %(share)s）：與主機的傳輸及梯度交換都會因此變慢</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="348"/>
        <source>Use a slot wired x%(lanes)s (or an x16 riser): about %(wants)s GB/s instead of %(has)s, no change in price or power; or a board with more full-width slots</source>
        <translation>改用線路為 x%(lanes)s 的插槽（或 x16 延長線）：約 %(wants)s GB/s 而非 %(has)s，價格與功耗不變；或改選全寬插槽更多的主機板</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="378"/>
        <source>%(gpu)s is on an x%(riser)s riser: at most x%(riser)s of the x%(lanes)s the card is built for (%(share)s of its link), whatever the slot; host transfers and gradient exchange slow down with it</source>
        <translation>%(gpu)s 裝在 x%(riser)s 延長線上：不論插槽為何，最多只有此卡設計的 x%(lanes)s 中的 x%(riser)s（連結的 %(share)s）；與主機的傳輸及梯度交換都會因此變慢</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="392"/>
        <source>Use x16 riser cables (ribbon or retimer) in x16/x8 slots: up to %(times)s× the link bandwidth, a few tens of dollars more per card, no change in power</source>
        <translation>在 x16/x8 插槽改用 x16 延長線（排線或 retimer）：連結頻寬最多提高 %(times)s 倍，每張卡多花數十美元，功耗不變</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="417"/>
        <source>%(gpu)s is on a riser whose PCIe generation is unknown; slot %(slot)s runs PCIe %(gen)s.0: a riser rated lower needs the slot set to its generation in the BIOS, or the card drops out</source>
        <translation>%(gpu)s 裝在 PCIe 世代不明的延長線上；插槽 %(slot)s 以 PCIe %(gen)s.0 運作：若延長線規格較低，需在 BIOS 將插槽設為其世代，否則顯示卡會掉線</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="434"/>
        <source>%(gpu)s is on a PCIe %(riser)s.0 riser in slot %(slot)s, which runs PCIe %(gen)s.0: set the slot to Gen %(riser)s in the BIOS (the link then runs %(link)s), or the card drops out or the system crashes</source>
        <translation>%(gpu)s 透過 PCIe %(riser)s.0 延長線接在以 PCIe %(gen)s.0 運作的插槽 %(slot)s：請在 BIOS 將插槽設為 Gen %(riser)s（連結將以 %(link)s 運作），否則顯示卡會掉線或系統當機</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="449"/>
        <source>Use a PCIe %(gen)s.0-rated riser (full link speed, a few dollars more), or force the slot to Gen %(riser)s in the BIOS (half the bandwidth per lane step down)</source>
        <translation>改用 PCIe %(gen)s.0 規格的延長線（全速連結，多花幾塊美元），或在 BIOS 將插槽強制設為 Gen %(riser)s（每降一代頻寬減半）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="479"/>
        <source>%(case)s carries %(gpu)s on its own riser cable, whose PCIe generation is not stated; the card and slot %(slot)s run PCIe %(gen)s.0: a riser rated lower needs the slot set to its generation in the BIOS, or the card drops out</source>
        <translation>%(case)s 以機殼自帶的延長線承載 %(gpu)s，其 PCIe 世代未註明；顯示卡與插槽 %(slot)s 以 PCIe %(gen)s.0 運作：若延長線規格較低，需在 BIOS 將插槽設為其世代，否則顯示卡會掉線</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="502"/>
        <source>%(case)s carries %(gpu)s on its own PCIe %(riser)s.0 riser cable, below the PCIe %(gen)s.0 the card and slot %(slot)s would run: set the slot to Gen %(riser)s in the BIOS, or the card may not be detected or may crash the system; the link then runs PCIe %(riser)s.0 x%(lanes)s ≈ %(slow)s GB/s, not PCIe %(gen)s.0 ≈ %(fast)s GB/s</source>
        <translation>%(case)s 以機殼自帶的 PCIe %(riser)s.0 延長線承載 %(gpu)s，低於顯示卡與插槽 %(slot)s 原本可用的 PCIe %(gen)s.0：請在 BIOS 將插槽設為 Gen %(riser)s，否則顯示卡可能無法被偵測或導致系統當機；連結將以 PCIe %(riser)s.0 x%(lanes)s ≈ %(slow)s GB/s 運作，而非 PCIe %(gen)s.0 ≈ %(fast)s GB/s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="523"/>
        <source>Set slot %(slot)s to PCIe %(riser)s.0 in the BIOS (the speed estimate already counts the slower link: one GPU training within its memory exchanges no gradients over PCIe and barely notices; loading a model and CPU offload move data at half the bandwidth per generation down; no change in price or power), or a case that seats the card in the board&apos;s slot</source>
        <translation>在 BIOS 將插槽 %(slot)s 設為 PCIe %(riser)s.0（速度估算已計入較慢的連結：單張 GPU 在其記憶體內訓練時不經 PCIe 交換梯度，幾乎不受影響；載入模型與 CPU 卸載的資料傳輸每降一個世代頻寬減半；價格與功耗不變），或改用把顯示卡直接插在主機板插槽的機殼</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="571"/>
        <source>PCIe %(gen)s.0 over riser cables for %(gpus)s (%(fast)s each): risers sold for PCIe %(gen)s.0 often fail its signal margins (AER errors, a card dropping off the bus under load), which a parts list cannot show</source>
        <translation>%(gpus)s 經延長線（riser）以 PCIe %(gen)s.0 連接（每張 %(fast)s）：標示支援 PCIe %(gen)s.0 的延長線常達不到其訊號餘裕（AER 錯誤、負載下顯示卡從匯流排掉線），這是零件清單看不出來的</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="588"/>
        <source>Run a multi-GPU load and check the kernel log for AER errors; if they appear, set those slots to Gen %(lower)s in the BIOS (x%(lanes)s ≈ %(slow)s GB/s instead of %(fast)s GB/s: host transfers and gradient exchange over PCIe take up to twice as long; no change in price or power), or use retimer/redriver risers (full speed, more per card)</source>
        <translation>以多 GPU 負載執行並查看核心日誌是否有 AER 錯誤；若出現，請在 BIOS 將這些插槽設為 Gen %(lower)s（x%(lanes)s ≈ %(slow)s GB/s，而非 %(fast)s GB/s：主機傳輸與經 PCIe 的梯度交換最多慢一倍；價格與功耗不變），或改用 retimer/redriver 延長線（全速，每張卡花費較多）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="614"/>
        <source>%(gpus)s on %(board)s sit behind its PCIe switch: each gets its full slot width to the switch (counted there, not against the CPU&apos;s lanes); cards on one switch share its uplink to the CPU when they all load data at once</source>
        <translation>%(board)s 上的 %(gpus)s 接在其 PCIe 交換晶片之後：每張卡到交換晶片都有完整的插槽寬度（在交換晶片計算，不佔 CPU 通道）；同一交換晶片上的卡同時載入資料時會共用其到 CPU 的上行連結</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="48"/>
        <source>RAM module height under a tower cooler&apos;s fan (module heights are partly recorded, cooler overhangs are not)</source>
        <translation>塔式散熱器風扇下方的記憶體模組高度（模組高度只部分有記錄，散熱器的懸出距離沒有記錄）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="53"/>
        <source>AIO pump block, tubing or tower cooler vs M.2 heatsinks, VRM heatsinks and the GPU backplate</source>
        <translation>一體式水冷的水泵頭、水管或塔式散熱器與 M.2 散熱片、VRM 散熱片及顯示卡背板之間的干涉</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="57"/>
        <source>BIOS version actually shipped on the board (only CPU launch year vs chipset generation; for 24/48/64 GB DDR5 modules, the BIOS or AGESA version the build states)</source>
        <translation>主機板出貨時實際的 BIOS 版本（只比對 CPU 推出年份與晶片組世代；24/48/64 GB DDR5 模組則比對配置中註明的 BIOS 或 AGESA 版本）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="62"/>
        <source>M.2 drive length vs slot length (2242/2280/22110) and heatsink height</source>
        <translation>M.2 硬碟長度與插槽長度（2242/2280/22110）及散熱片高度</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="66"/>
        <source>case airflow, fan count and fan placement; radiator thickness beyond a standard 27 mm</source>
        <translation>機殼風流、風扇數量與位置；超過標準 27 mm 的水冷排厚度</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="70"/>
        <source>GPU sag support, vertical GPU mounts and riser-cable signal quality at PCIe 4.0/5.0 (a riser&apos;s rated generation is checked when the build gives it)</source>
        <translation>顯示卡支撐架、直立式顯示卡安裝，以及延長線在 PCIe 4.0/5.0 下的訊號品質（配置中有註明延長線的額定世代時會檢查）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="75"/>
        <source>the up to 75 W a GPU in a board slot draws through the slot is counted on PSU 1; powered risers and their own cables are not itemised</source>
        <translation>插在主機板插槽上的顯示卡經由插槽取用的最多 75 W 計入電源 1；自帶供電的延長線及其線材不逐項計算</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="80"/>
        <source>board-specific lane sharing that is not in the board&apos;s M.2 table (e.g. slots disabled by a populated U.2 port or a second M.2 slot)</source>
        <translation>主機板 M.2 表格未列出的該板特有通道共用（例如 U.2 埠或第二個 M.2 插槽使用時停用的插槽）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="85"/>
        <source>PCIe bifurcation settings and add-in cards other than GPUs and drives (NICs, capture cards)</source>
        <translation>PCIe 分岔（bifurcation）設定，以及顯示卡與硬碟以外的擴充卡（網路卡、擷取卡）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="89"/>
        <source>drivers, CUDA/ROCm and operating-system support for the parts</source>
        <translation>零件的驅動程式、CUDA/ROCm 與作業系統支援</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="93"/>
        <source>front-panel connectors, USB headers and fan headers</source>
        <translation>前面板接頭、USB 針腳與風扇針腳</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="105"/>
        <source>actual wall wiring and whatever else shares the circuit: the check assumes a %(volts)s V / %(amps)s A circuit (site setting; default %(default_volts)s V / %(default_amps)s A) with nothing else on it</source>
        <translation>實際的牆面配線，以及同一迴路上的其他用電：檢查假設為 %(volts)s V / %(amps)s A 的迴路（場地設定；預設 %(default_volts)s V / %(default_amps)s A），且迴路上沒有其他用電</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="120"/>
        <source>double-precision (FP64) speed of the GPUs, which only scientific code needs (turn on &quot;I need FP64&quot; in Settings, or dlbox check --fp64)</source>
        <translation>顯示卡的雙精度（FP64）速度，只有科學運算程式需要（在設定中開啟「I need FP64」，或使用 dlbox check --fp64）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="134"/>
        <source>CPU</source>
        <translation>處理器</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="135"/>
        <source>motherboard</source>
        <translation>主機板</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="136"/>
        <source>memory</source>
        <translation>記憶體</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="137"/>
        <source>storage</source>
        <translation>儲存裝置</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="139"/>
        <source>power supply</source>
        <translation>電源供應器</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="142"/>
        <source>case</source>
        <translation>機殼</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/messages.py" line="93"/>
        <source>%(a)s, %(b)s</source>
        <translation>%(a)s、%(b)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/messages.py" line="103"/>
        <source>%(a)s; %(b)s</source>
        <translation>%(a)s；%(b)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="150"/>
        <source>no %(missing)s yet: checks that need them were skipped</source>
        <translation>尚未選擇%(missing)s：已略過需要它們的檢查</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="164"/>
        <source>The build has no parts yet: nothing was checked and there is no power estimate</source>
        <translation>配置中還沒有零件：未進行任何檢查，也沒有耗電估算</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="178"/>
        <source>%(reason)s: that part was not checked</source>
        <translation>%(reason)s：該零件未經檢查</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="247"/>
        <source>Pick a CPU with more PCIe lanes (Threadripper: up to 128, Xeon W: up to 112), or move an M.2 drive to a chipset slot</source>
        <translation>請選擇 PCIe 通道更多的 CPU（Threadripper 最多 128 條、Xeon W 最多 112 條），或把一台 M.2 硬碟移到晶片組插槽</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="85"/>
        <source> (%(length)s less %(radiator)s for the front %(size)s mm radiator)</source>
        <translation>（%(length)s 扣除前置 %(size)s mm 水冷排佔用的 %(radiator)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="104"/>
        <source>%(case)s&apos;s supported board sizes are unknown: check it takes %(form)s</source>
        <translation>%(case)s 支援的主機板尺寸不明：請確認它能裝 %(form)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="118"/>
        <source>%(board)s is %(form)s; %(case)s takes %(takes)s</source>
        <translation>%(board)s 是 %(form)s；%(case)s 支援 %(takes)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="123"/>
        <source>no listed board size</source>
        <translation>未列出主機板尺寸</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="129"/>
        <source>Pick a case that takes %(form)s boards</source>
        <translation>請選擇能裝 %(form)s 主機板的機殼</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="155"/>
        <source>Pick the PCIe version of the GPU</source>
        <translation>請選擇這張顯示卡的 PCIe 版本</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="163"/>
        <source>%(gpu)s is an MXM module; %(board)s has no MXM slot</source>
        <translation>%(gpu)s 是 MXM 模組；%(board)s 沒有 MXM 插槽</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="171"/>
        <source>Pick a PCIe graphics card</source>
        <translation>請選擇 PCIe 顯示卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="145"/>
        <source>%(gpu)s is a server module (%(form)s): it needs a server GPU baseboard (HGX/OAM), not a workstation PCIe slot</source>
        <translation>%(gpu)s 是伺服器模組（%(form)s）：需要伺服器 GPU 基板（HGX/OAM），無法裝在工作站的 PCIe 插槽上</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="183"/>
        <source>%(gpu)s needs an x16 PCIe slot; %(board)s has none</source>
        <translation>%(gpu)s 需要 x16 PCIe 插槽；%(board)s 沒有</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="192"/>
        <source>Pick a board with an x16 slot</source>
        <translation>請選擇有 x16 插槽的主機板</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="210"/>
        <source>%(case)s&apos;s GPU length limit is unknown: check it takes %(gpu)s (%(length)s)</source>
        <translation>%(case)s 的顯示卡長度限制不明：請確認它能裝下 %(gpu)s（%(length)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="216"/>
        <source>%(case)s&apos;s GPU length limit and %(gpu)s&apos;s length are unknown: check the card fits</source>
        <translation>%(case)s 的顯示卡長度限制與 %(gpu)s 的長度皆不明：請確認顯示卡裝得下</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="233"/>
        <source>%(gpu)s&apos;s length is unknown; could not check it against %(case)s&apos;s %(limit)s</source>
        <translation>%(gpu)s 的長度不明；無法與 %(case)s 的 %(limit)s 限長比對</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="249"/>
        <source>%(gpu)s is %(length)s; %(case)s allows %(limit)s%(why)s</source>
        <translation>%(gpu)s 長 %(length)s；%(case)s 最多容納 %(limit)s%(why)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="260"/>
        <source>Pick a case with more than %(length)s GPU clearance</source>
        <translation>請選擇顯示卡長度限制超過 %(length)s 的機殼</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="273"/>
        <source>%(finding)s. The length is assumed: the build does not name the card model, so dlbox uses %(gpu)s from the catalogue</source>
        <translation>%(finding)s。長度為假設值：此組態未註明顯示卡型號，因此 dlbox 以目錄中的 %(gpu)s 代替</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="296"/>
        <source>%(gpu)s is %(height)s tall; %(case)s takes cards up to %(limit)s tall</source>
        <translation>%(gpu)s 高 %(height)s；%(case)s 只能容納高度至 %(limit)s 的顯示卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="306"/>
        <source>Pick a case that takes cards at least %(height)s tall, or a card of this chip no taller than %(limit)s (same speed and power)</source>
        <translation>選擇可容納高度至少 %(height)s 顯示卡的機殼，或改用同一晶片、高度不超過 %(limit)s 的顯示卡（速度與功耗相同）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="322"/>
        <source>%(finding)s. The height is assumed: the build does not name the card model, so dlbox uses %(gpu)s from the catalogue</source>
        <translation>%(finding)s。高度為假設值：此組態未註明顯示卡型號，因此 dlbox 以目錄中的 %(gpu)s 代替</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="378"/>
        <source>the %(width)s-slot %(gpu)s</source>
        <translation>%(width)s 槽寬的 %(gpu)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="389"/>
        <source>%(finding)s. The thickness is assumed: the build does not name the card model, so dlbox uses %(cards)s from the catalogue</source>
        <translation>%(finding)s。厚度為假設值：此組態未註明顯示卡型號，因此 dlbox 以目錄中的 %(cards)s 代替</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="400"/>
        <source>Check how thick your cards are and name the model: thinner cards (2-slot blower or water-cooled) may fit as they are, at no cost in speed, price or power; if they are this thick, use PCIe risers (the link runs at what the cable carries) or fewer GPUs (each GPU fewer is about 1/%(n)s less training speed and %(power)s less power)</source>
        <translation>確認顯示卡的實際厚度並註明型號：較薄的卡（2 槽渦輪或水冷）可能原樣就裝得下，不影響速度、價格或功耗；若確實這麼厚，請改用 PCIe 延長線（連結速度取決於線材）或減少 GPU 數量（每少一張 GPU，訓練速度約降 1/%(n)s，功耗少 %(power)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="424"/>
        <source>%(width)s-slot</source>
        <translation>%(width)s 槽</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="426"/>
        <source>thickness unknown</source>
        <translation>厚度不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="430"/>
        <source>%(n)s × %(gpu)s (%(thick)s)</source>
        <translation>%(n)s × %(gpu)s（%(thick)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/messages.py" line="98"/>
        <source>%(a)s + %(b)s</source>
        <translation>%(a)s + %(b)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="450"/>
        <source>%(n)s MXM modules; %(board)s has one MXM slot</source>
        <translation>%(n)s 個 MXM 模組；%(board)s 只有一個 MXM 插槽</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="456"/>
        <source>Use one MXM module</source>
        <translation>只使用一個 MXM 模組</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="656"/>
        <source>%(board)s&apos;s PCIe slot layout is unknown: check it seats %(cards)s</source>
        <translation>%(board)s 的 PCIe 插槽配置不明：請確認它能裝上 %(cards)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="475"/>
        <source>%(cards)s do not fit %(board)s: its x16 slots are at positions %(positions)s, so only %(seated)s can be seated</source>
        <translation>%(cards)s 裝不進 %(board)s：它的 x16 插槽位於第 %(positions)s 槽，因此只能裝上 %(seated)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="481"/>
        <source>%(cards)s do not fit %(board)s: its only x16 slot is at position %(positions)s, so only %(seated)s can be seated</source>
        <translation>%(cards)s 裝不進 %(board)s：它唯一的 x16 插槽位於第 %(positions)s 槽，因此只能裝上 %(seated)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="625"/>
        <source>%(n)s GPUs want at least x8 each (%(wanted)s lanes in all); %(cpu)s provides %(lanes)s, so some run at x4 or from the chipset (%(board)s&apos;s slot wiring is unknown)</source>
        <translation>%(n)s 張 GPU 各需至少 x8（總共 %(wanted)s 條通道）；%(cpu)s 只提供 %(lanes)s 條，因此部分會以 x4 或經由晶片組運作（%(board)s 的插槽線路不明）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="697"/>
        <source>%(case)s&apos;s expansion slot count is unknown: check it has %(needed)s expansion slots for %(cards)s%(where)s</source>
        <translation>%(case)s 的擴充槽數量不明：請確認它有 %(needed)s 個擴充槽可容納 %(cards)s%(where)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="846"/>
        <source>%(case)s&apos;s PSU sizes are unknown: check it takes %(form)s PSUs</source>
        <translation>%(case)s 支援的電源供應器尺寸不明：請確認它能裝 %(form)s 電源供應器</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="862"/>
        <source>%(psu)s is %(form)s; %(case)s&apos;s PSU bay is %(host)s: the PSU needs a bracket (%(form)s to %(host)s)</source>
        <translation>%(psu)s 是 %(form)s；%(case)s 的電源供應器安裝位是 %(host)s：需要轉接支架（%(form)s 轉 %(host)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="135"/>
        <location filename="../../dlbox/core/rules/physical.py" line="491"/>
        <source>%(n)s card</source>
        <translation>%(n)s 張卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="136"/>
        <location filename="../../dlbox/core/rules/physical.py" line="492"/>
        <source>%(n)s cards</source>
        <translation>%(n)s 張卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="499"/>
        <source>Use thinner (blower, 2-slot) cards, PCIe risers, or a board with more widely spaced x16 slots</source>
        <translation>改用較薄的卡（渦輪散熱、2 槽）、PCIe 延長排線，或 x16 插槽間距更寬的主機板</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="526"/>
        <source>%(n)s GPUs on risers need a free PCIe slot each; %(board)s has %(free)s left once the cards in its slots cover theirs (%(slots)s slots in all)</source>
        <translation>%(n)s 張延長線上的 GPU 各需一個空的 PCIe 插槽；扣除插在板上的顯示卡所佔的插槽後，%(board)s 只剩 %(free)s 個（共 %(slots)s 個插槽）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="540"/>
        <source>Move a card from a slot onto a riser, use a board with more PCIe slots, or fewer GPUs (each GPU fewer is about 1/%(n)s less training speed)</source>
        <translation>把一張插槽上的卡移到延長線上、改用 PCIe 插槽更多的主機板，或減少 GPU（每少一張，訓練速度約少 1/%(n)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="584"/>
        <source>%(cards)s need at least %(needed)s slot positions on the board (the thickest card last); a %(form)s board such as %(board)s has at most %(most)s (its exact layout is unknown)</source>
        <translation>%(cards)s 在主機板上至少需要 %(needed)s 個插槽位置（最厚的卡放最後）；像 %(board)s 這樣的 %(form)s 主機板最多只有 %(most)s 個（確切配置不明）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="600"/>
        <source>Use thinner (blower, 2-slot) cards, risers, or fewer GPUs (each GPU fewer is about 1/%(n)s less training speed and %(power)s less power)</source>
        <translation>改用較薄的（渦輪式、雙槽）顯示卡、延長線，或減少 GPU（每少一張，訓練速度約少 1/%(n)s，功耗少 %(power)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="641"/>
        <source>Pick a CPU with at least %(wanted)s PCIe lanes (Threadripper, Xeon W, EPYC; higher price and power) or a board with a PCIe switch</source>
        <translation>改選至少有 %(wanted)s 條 PCIe 通道的 CPU（Threadripper、Xeon W、EPYC；價格與功耗較高），或有 PCIe 交換晶片的主機板</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="681"/>
        <source> on %(board)s (x16 slots at positions %(positions)s)</source>
        <translation> 裝在 %(board)s 上（x16 插槽位於第 %(positions)s 槽）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="683"/>
        <source> on %(board)s (x16 slot at position %(positions)s)</source>
        <translation> 裝在 %(board)s 上（x16 插槽位於第 %(positions)s 槽）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="715"/>
        <source>%(cards)s%(where)s need %(needed)s expansion slots; %(case)s has %(has)s</source>
        <translation>%(cards)s%(where)s 需要 %(needed)s 個擴充槽；%(case)s 只有 %(has)s 個</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="720"/>
        <source>%(cards)s%(where)s needs %(needed)s expansion slots; %(case)s has %(has)s</source>
        <translation>%(cards)s%(where)s 需要 %(needed)s 個擴充槽；%(case)s 只有 %(has)s 個</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="733"/>
        <source>Pick a case with at least %(needed)s expansion slots, or use fewer or thinner (blower, 2-slot) cards</source>
        <translation>請選擇至少有 %(needed)s 個擴充槽的機殼，或改用較少或較薄的卡（渦輪散熱、2 槽）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="763"/>
        <source>%(upper)s (open-air, slot %(upper_slot)s) sits directly on %(lower)s (slot %(lower_slot)s) with no gap: stacked open-air cards lose about %(loss)s of their speed to heat</source>
        <translation>%(upper)s（開放式散熱，插槽 %(upper_slot)s）緊貼在 %(lower)s（插槽 %(lower_slot)s）上方、沒有間隙：堆疊的開放式散熱卡會因過熱損失約 %(loss)s 的速度</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="779"/>
        <source>Use blower-style cards, a riser to space them, liquid cooling, or a power limit (e.g. 80 %% costs about 4 %% of speed)</source>
        <translation>改用渦輪散熱卡、用延長排線拉開間距、改用水冷，或設定功耗上限（例如 80 %% 約損失 4 %% 速度）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="797"/>
        <source>%(upper)s (slot %(upper_slot)s) sits directly on %(lower)s (slot %(lower_slot)s); its cooler type is unknown — open-air cards stacked like this run hot</source>
        <translation>%(upper)s（插槽 %(upper_slot)s）緊貼在 %(lower)s（插槽 %(lower_slot)s）上方；其散熱器類型不明——這樣堆疊的開放式散熱卡會很熱</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="880"/>
        <source>%(psu)s is %(form)s; %(case)s takes %(takes)s</source>
        <translation>%(psu)s 是 %(form)s；%(case)s 支援 %(takes)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="885"/>
        <source>no separate PSU</source>
        <translation>不使用獨立電源供應器</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="891"/>
        <source>Pick a PSU that fits the case</source>
        <translation>請選擇裝得進機殼的電源供應器</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="904"/>
        <source>%(psu)s is %(length)s long; %(case)s allows %(limit)s</source>
        <translation>%(psu)s 長 %(length)s；%(case)s 最多容納 %(limit)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="918"/>
        <source>Pick a PSU at most %(limit)s long rated %(rating)s or more (same speed and power headroom; only the price changes), or a case with room for this one</source>
        <translation>選一個長度不超過 %(limit)s、額定 %(rating)s 以上的電源供應器（速度與電力餘裕不變，只有價格改變），或選一個放得下這個電源的機殼</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="951"/>
        <source>slot position %(positions)s lies past position %(most)s, the last one a %(form)s board has</source>
        <translation>插槽位置 %(positions)s 超出位置 %(most)s，而 %(form)s 主機板最多只到此位置</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="957"/>
        <source>slot positions %(positions)s lie past position %(most)s, the last one a %(form)s board has</source>
        <translation>插槽位置 %(positions)s 超出位置 %(most)s，而 %(form)s 主機板最多只到此位置</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="968"/>
        <source>two slots share position %(positions)s</source>
        <translation>兩個插槽位於同一位置 %(positions)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="975"/>
        <source>%(board)s&apos;s pcie_slots cannot be right: %(problem)s; the slot checks used the list as given</source>
        <translation>%(board)s 的 pcie_slots 不可能正確：%(problem)s；插槽檢查仍依照所列內容進行</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="986"/>
        <source>Correct the board&apos;s pcie_slots from its manual (user catalogue or the build file&apos;s snapshot)</source>
        <translation>依主機板手冊修正其 pcie_slots（使用者目錄或組態檔中的快照）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="66"/>
        <source>%(arch)s needs a 100/200-series LGA1151 board; %(chip)s is 300-series</source>
        <translation>%(arch)s 需要 100/200 系列的 LGA1151 主機板；%(chip)s 是 300 系列</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="74"/>
        <source>%(arch)s needs a 300-series LGA1151 board; %(chip)s is 100/200-series</source>
        <translation>%(arch)s 需要 300 系列的 LGA1151 主機板；%(chip)s 是 100/200 系列</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="91"/>
        <source>%(cpu)s is socket %(cpu_socket)s; %(board)s is socket %(board_socket)s</source>
        <translation>%(cpu)s 是 %(cpu_socket)s 腳位；%(board)s 是 %(board_socket)s 腳位</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="104"/>
        <source>Pick a motherboard for socket %(cpu_socket)s, or a CPU for socket %(board_socket)s</source>
        <translation>請選擇 %(cpu_socket)s 腳位的主機板，或 %(board_socket)s 腳位的處理器</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="126"/>
        <source>%(board)s&apos;s chipset is unknown: LGA1151 boards take either 6th/7th-gen (100/200-series chipset) or 8th/9th-gen (300-series) CPUs; check it takes %(cpu)s</source>
        <translation>%(board)s 的晶片組不明：LGA1151 主機板只支援第 6/7 代（100/200 系列晶片組）或第 8/9 代（300 系列）處理器其中一種；請確認它能使用 %(cpu)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="142"/>
        <source>%(cpu)s on %(board)s: %(family)s (same LGA1151 name, different pinout)</source>
        <translation>%(cpu)s 搭配 %(board)s：%(family)s（同樣叫 LGA1151，腳位定義不同）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="153"/>
        <source>Pick a board of the CPU&apos;s chipset generation</source>
        <translation>請選擇與處理器同世代晶片組的主機板</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="178"/>
        <source>%(cpu)s (%(cpu_year)s) is newer than the %(chip)s chipset (%(year)s): %(board)s may need a BIOS update before this CPU boots; the board has BIOS flashback, so it can be updated without a CPU</source>
        <translation>%(cpu)s（%(cpu_year)s）比 %(chip)s 晶片組（%(year)s）新：%(board)s 可能要先更新 BIOS 才能開機；這張主機板有 BIOS Flashback，不裝 CPU 也能更新</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="191"/>
        <source>no BIOS flashback</source>
        <translation>沒有 BIOS Flashback</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="193"/>
        <source>BIOS flashback unknown</source>
        <translation>不確定有無 BIOS Flashback</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="198"/>
        <source>%(cpu)s (%(cpu_year)s) is newer than the %(chip)s chipset (%(year)s): %(board)s may need a BIOS update before this CPU boots (%(flash)s: updating needs an older supported CPU or a shop)</source>
        <translation>%(cpu)s（%(cpu_year)s）比 %(chip)s 晶片組（%(year)s）新：%(board)s 可能要先更新 BIOS 才能開機（%(flash)s：更新需要一顆較舊的相容 CPU，或交給店家處理）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="211"/>
        <source>Ask the seller for a board with a current BIOS, or pick one with BIOS flashback</source>
        <translation>向賣家要求已更新 BIOS 的主機板，或選擇有 BIOS Flashback 的主機板</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="67"/>
        <source>cap the GPUs at %(fraction)s of board power (%(gpu)s: %(stock)s → %(capped)s, e.g. nvidia-smi -pl): about %(speed)s× training speed</source>
        <translation>將顯示卡功耗限制在板卡功耗的 %(fraction)s（%(gpu)s：%(stock)s → %(capped)s，例如 nvidia-smi -pl）：訓練速度約為 %(speed)s×</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="73"/>
        <source>cap the GPU at %(fraction)s of board power (%(gpu)s: %(stock)s → %(capped)s, e.g. nvidia-smi -pl): about %(speed)s× training speed</source>
        <translation>將顯示卡功耗限制在板卡功耗的 %(fraction)s（%(gpu)s：%(stock)s → %(capped)s，例如 nvidia-smi -pl）：訓練速度約為 %(speed)s×</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="129"/>
        <source>No PSU picked: this build draws about %(load)s; pick at least %(psu)s</source>
        <translation>尚未選擇電源供應器：此配置約耗電 %(load)s；請選擇至少 %(psu)s 的電源供應器</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="138"/>
        <source>Add a PSU of at least %(psu)s</source>
        <translation>加入至少 %(psu)s 的電源供應器</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="103"/>
        <source>%(case)s&apos;s adapter</source>
        <translation>%(case)s 的變壓器</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="174"/>
        <source>%(gpu)s GPU + %(cpu)s CPU (sustained) + %(rest)s rest</source>
        <translation>顯示卡 %(gpu)s + 處理器 %(cpu)s（持續）+ 其他 %(rest)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="176"/>
        <source>%(gpu)s GPU + %(cpu)s CPU (TDP; sustained unknown) + %(rest)s rest</source>
        <translation>顯示卡 %(gpu)s + 處理器 %(cpu)s（TDP；持續功耗不明）+ 其他 %(rest)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="349"/>
        <source>Pick a PSU of at least %(psu)s, or %(limit)s</source>
        <translation>請選擇至少 %(psu)s 的電源供應器，或%(limit)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="355"/>
        <source>Pick a PSU of at least %(psu)s</source>
        <translation>請選擇至少 %(psu)s 的電源供應器</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="191"/>
        <source>Estimated load %(load)s (%(breakdown)s); %(name)s is rated %(supply)s (%(share)s)</source>
        <translation>預估負載 %(load)s（%(breakdown)s）；%(name)s 額定 %(supply)s（%(share)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="832"/>
        <location filename="../../dlbox/core/rules/power.py" line="107"/>
        <source>PSU %(n)s (%(psu)s)</source>
        <translation>電源 %(n)s（%(psu)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="159"/>
        <source>%(gpu)s for the cables of %(gpus)s</source>
        <translation>%(gpus)s 的線材需要 %(gpu)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="207"/>
        <source>Estimated load %(load)s (%(breakdown)s) is %(share)s of %(name)s&apos;s %(supply)s: the vendor sized this adapter for the chassis; keep GPU and CPU at stock power</source>
        <translation>預估負載 %(load)s（%(breakdown)s）佔 %(name)s %(supply)s 的 %(share)s：廠商是依這台機箱來配這個變壓器的；顯示卡與處理器請維持原廠功耗</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="223"/>
        <source>Estimated load %(load)s (%(breakdown)s) is %(share)s of %(name)s&apos;s %(supply)s; above %(limit)s the PSU runs hot and loud with no headroom</source>
        <translation>預估負載 %(load)s（%(breakdown)s）佔 %(name)s %(supply)s 的 %(share)s；超過 %(limit)s 時電源供應器會又熱又吵，且毫無餘裕</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="269"/>
        <source>%(n)s PSUs, but no GPU is assigned to %(idle)s: every GPU was counted on PSU 1 (%(load)s of its %(rating)s); a dual-PSU rig splits the cards between them</source>
        <translation>有 %(n)s 個電源，但沒有 GPU 分配給 %(idle)s：所有 GPU 都計在電源 1 上（%(rating)s 中的 %(load)s）；雙電源機器會把顯示卡分給兩者</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="334"/>
        <source>Correct %(field)s in the build editor or the file</source>
        <translation>請在組態編輯器或檔案中修正 %(field)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="384"/>
        <source>; cap the GPUs at %(fraction)s of board power (about %(speed)s× training speed), which brings the load to about %(load)s, for a PSU of at least %(psu)s</source>
        <translation>；將顯示卡功耗限制在板卡功耗的 %(fraction)s（訓練速度約為 %(speed)s×），使負載降到約 %(load)s，搭配至少 %(psu)s 的電源供應器即可</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="399"/>
        <source>; and at the wall a load this large needs a 20 A or 230–240 V circuit</source>
        <translation>；此外，這麼大的負載在市電端需要 20 A 或 230–240 V 的迴路</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="406"/>
        <source>; and at the wall a load this large needs a circuit with a higher rating</source>
        <translation>；此外，這麼大的負載在市電端需要額定電流更高的迴路</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="413"/>
        <source>No PSU in the catalogue is rated %(psu)s or more. Use fewer GPUs%(capped)s; or feed some GPUs&apos; power cables from a second PSU (a dual-PSU adapter switches both on together)%(wall)s</source>
        <translation>目錄中沒有額定 %(psu)s 以上的電源供應器。請減少顯示卡數量%(capped)s；或讓部分顯示卡的電源線改由第二顆電源供應器供電（雙電源同步啟動轉接板可讓兩者一起開機）%(wall)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="110"/>
        <source>not ATX 3.x: a %(year)s model, before the ATX 3.0 spec became final (February 2022), so ATX 2.x at most, with no excursion rating</source>
        <translation>非 ATX 3.x：%(year)s 年的型號，早於 ATX 3.0 規範定案（2022 年 2 月），因此最多為 ATX 2.x，沒有瞬間過載（excursion）額定</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="118"/>
        <source>not ATX 3.x: documented on %(date)s, before the ATX 3.0 spec became final (February 2022), so ATX 2.x at most, with no excursion rating</source>
        <translation>非 ATX 3.x：記錄於 %(date)s，早於 ATX 3.0 規範定案（2022 年 2 月），因此最多為 ATX 2.x，沒有瞬間過載（excursion）額定</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="129"/>
        <location filename="../../dlbox/core/rules/unchecked.py" line="33"/>
        <source>under 1 ms</source>
        <translation>1 ms 以內</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="131"/>
        <location filename="../../dlbox/core/rules/unchecked.py" line="34"/>
        <source>up to 10 ms</source>
        <translation>最長 10 ms</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="158"/>
        <source>%(n)s × %(gpu)s %(board)s × %(factor)s (measured on %(card)s)</source>
        <translation>%(n)s × %(gpu)s %(board)s × %(factor)s（於 %(card)s 量測）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="171"/>
        <source>%(n)s × %(gpu)s %(board)s × %(factor)s at least (no figure for its class at this window)</source>
        <translation>%(n)s × %(gpu)s %(board)s × 至少 %(factor)s（此時間範圍內沒有該類顯示卡的數據）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="190"/>
        <source>; data-parallel training starts every card&apos;s work together, so their spikes coincide</source>
        <translation>；資料平行訓練讓每張卡同時開始運算，因此峰值會疊加在一起</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="201"/>
        <source>; plus %(steady)s steady for CPU and the rest</source>
        <translation>；另加 CPU 與其餘零件穩定的 %(steady)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="219"/>
        <source>GPU power spikes %(window)s: at least %(peak)s (%(peaks)s%(plus)s)%(together)s; %(psu)s (ATX 3.x, %(rating)s) is specified to ride out %(limit)s (%(pct)s of its rating) for peaks this short</source>
        <translation>顯示卡的瞬間功耗峰值（%(window)s）：至少 %(peak)s（%(peaks)s%(plus)s）%(together)s；%(psu)s（ATX 3.x，%(rating)s）對這麼短的峰值規定只承受到 %(limit)s（額定的 %(pct)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="226"/>
        <source>GPU power spikes %(window)s: about %(peak)s (%(peaks)s%(plus)s)%(together)s; %(psu)s (ATX 3.x, %(rating)s) is specified to ride out %(limit)s (%(pct)s of its rating) for peaks this short</source>
        <translation>顯示卡的瞬間功耗峰值（%(window)s）：約 %(peak)s（%(peaks)s%(plus)s）%(together)s；%(psu)s（ATX 3.x，%(rating)s）對這麼短的峰值規定只承受到 %(limit)s（額定的 %(pct)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="239"/>
        <source>ATX version unknown: assumed ATX 2.x, which has no excursion rating</source>
        <translation>ATX 版本不明：假定為 ATX 2.x，沒有瞬間過載額定</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="246"/>
        <source>GPU power spikes %(window)s: at least %(peak)s (%(peaks)s%(plus)s)%(together)s; %(psu)s (%(version)s) is rated %(rating)s: a unit not rated ATX 3.x may trip its over-current protection and shut down</source>
        <translation>顯示卡的瞬間功耗峰值（%(window)s）：至少 %(peak)s（%(peaks)s%(plus)s）%(together)s；%(psu)s（%(version)s）額定 %(rating)s：非 ATX 3.x 額定的電源供應器可能觸發過電流保護而關機</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="254"/>
        <source>GPU power spikes %(window)s: about %(peak)s (%(peaks)s%(plus)s)%(together)s; %(psu)s (%(version)s) is rated %(rating)s: a unit not rated ATX 3.x may trip its over-current protection and shut down</source>
        <translation>顯示卡的瞬間功耗峰值（%(window)s）：約 %(peak)s（%(peaks)s%(plus)s）%(together)s；%(psu)s（%(version)s）額定 %(rating)s：非 ATX 3.x 額定的電源供應器可能觸發過電流保護而關機</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="277"/>
        <source>pick an ATX 3.x PSU of at least %(atx3)s (specified for these peaks) or any PSU rated at least %(plain)s</source>
        <translation>選用至少 %(atx3)s 的 ATX 3.x 電源供應器（規格涵蓋這些峰值），或任何額定至少 %(plain)s 的電源供應器</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/psu_margin.py" line="60"/>
        <source>ATX version unknown: assumed ATX 2.x at most</source>
        <translation>ATX 版本不明：假定最多為 ATX 2.x</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/psu_margin.py" line="63"/>
        <source>Estimated load %(load)s is %(share)s of %(psu)s&apos;s %(rating)s (%(version)s), feeding %(n)s GPUs of %(high)s or more: Intel sizes a unit without ATX 3.x&apos;s excursion rating at %(intel_psu)s for a %(intel_load)s box (load at most %(limit)s) so that it rides out the GPUs&apos; power spikes; data-parallel training steps every card at once</source>
        <translation>估計負載 %(load)s 為 %(psu)s 額定 %(rating)s 的 %(share)s（%(version)s），供電給 %(n)s 張 %(high)s 以上的 GPU：Intel 為沒有 ATX 3.x 瞬態（excursion）額定的電源，在 %(intel_load)s 的主機上配置 %(intel_psu)s（負載最多 %(limit)s），才能撐過 GPU 的功耗尖峰；資料平行訓練會讓每張卡同時起步</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/psu_margin.py" line="85"/>
        <source>%(finding)s; but this PSU model is documented to have fed %(n)s × %(card)s at %(record)s without shutting down (%(source)s), more than this load</source>
        <translation>%(finding)s；但有文件記載這款電源曾以 %(record)s 供電給 %(n)s × %(card)s 而未關機（%(source)s），高於此負載</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/psu_margin.py" line="106"/>
        <source>pick an ATX 3.x PSU of at least %(atx3)s or any PSU of at least %(plain)s (same speed and power draw, the price of a PSU)</source>
        <translation>選用至少 %(atx3)s 的 ATX 3.x 電源，或任何至少 %(plain)s 的電源（速度與耗電不變，花費一顆電源的價格）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/psu_margin.py" line="119"/>
        <location filename="../../dlbox/core/rules/transients.py" line="293"/>
        <source>%(a)s; or %(b)s</source>
        <translation>%(a)s；或%(b)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/psu_margin.py" line="139"/>
        <source>cap the GPUs at %(fraction)s of board power (nvidia-smi -pl, %(stock)s → %(capped)s per card): about %(speed)s× training speed and %(saved)s less draw, no change in price; whether the cap also lowers the spikes is not measured</source>
        <translation>將 GPU 限制在板卡功耗的 %(fraction)s（nvidia-smi -pl，每張 %(stock)s → %(capped)s）：訓練速度約 %(speed)s×，耗電少 %(saved)s，價格不變；此限制是否也壓低尖峰並無量測</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="318"/>
        <source>feed the cables of %(n)s of the %(all)s GPUs from a second PSU (a dual-PSU adapter switches both on together): the peaks on %(psu)s fall to about %(left)s</source>
        <translation>讓 %(all)s 張顯示卡中 %(n)s 張的電源線改由第二顆電源供應器供電（雙電源轉接器會讓兩顆同時開機）：%(psu)s 上的峰值降到約 %(left)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="348"/>
        <source>cap the GPUs at %(fraction)s of board power (nvidia-smi -pl, %(stock)s → %(capped)s per card): about %(speed)s× training speed, no change in price; this helps only if the spikes shrink with the limit, which no figure here measures</source>
        <translation>將顯示卡功耗上限設為板卡功耗的 %(fraction)s（nvidia-smi -pl，每張 %(stock)s → %(capped)s）：訓練速度約 %(speed)s×，價格不變；但只有在峰值會隨上限一起降低時才有效，這點沒有任何數據量測過</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="385"/>
        <source>%(n)s GPUs of %(high)s or more (%(who)s) on %(psu)s (%(version)s): data-parallel training steps every card at once, and a PSU not rated ATX 3.x is not specified for such load steps; no spike under 1 ms is measured for these cards (the estimate: %(load)s steady, %(share)s of %(rating)s), and boxes like this rebooted under training at 69–94 %% of their rating while passing stress tests</source>
        <translation>%(n)s 張 %(high)s 以上的顯示卡（%(who)s）接在 %(psu)s（%(version)s）上：資料平行訓練會讓每張卡同時切換負載，而非 ATX 3.x 額定的電源供應器並未針對這種負載階躍設計；這些卡沒有 1 ms 以下峰值的量測數據（估算：穩定 %(load)s，為 %(rating)s 的 %(share)s），而類似的機器在額定功率 69–94 %% 時就於訓練中重新開機，儘管壓力測試都能通過</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="381"/>
        <source>ATX version unknown</source>
        <translation>ATX 版本不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="606"/>
        <source>; %(n_inputs)s 16-pin input through the card&apos;s adapter takes %(n)s 8-pins</source>
        <translation>；透過顯示卡附的轉接線，%(n_inputs)s 個 16-pin 接口要佔用 %(n)s 個 8-pin</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="611"/>
        <source>; %(n_inputs)s 16-pin inputs through the cards&apos; adapters take %(n)s 8-pins</source>
        <translation>；透過顯示卡附的轉接線，%(n_inputs)s 個 16-pin 接口要佔用 %(n)s 個 8-pin</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="622"/>
        <source>%(wanted)s; %(has)s%(via)s: %(eight)s needed</source>
        <translation>%(wanted)s；%(has)s%(via)s：需要 %(eight)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="637"/>
        <source>%(wanted)s; %(has)s%(via)s (%(eight)s of %(total)s used): use a separate cable per 8-pin plug</source>
        <translation>%(wanted)s；%(has)s%(via)s（%(total)s 個中用掉 %(eight)s 個）：每個 8-pin 插頭請各用一條獨立線材</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="717"/>
        <source>Up to %(load)s through each 16-pin plug of %(gpus)s (rated %(rated)s); %(psu)s has %(native)s native 16-pin for %(inputs)s, so %(adapters)s through the card&apos;s 8-pin adapter, the setup in which RTX 4090 plugs have melted when bent or not fully seated</source>
        <translation>%(gpus)s 每個 16-pin 插頭最多承載 %(load)s（額定 %(rated)s）；%(psu)s 只有 %(native)s 條原生 16-pin，需求為 %(inputs)s，因此有 %(adapters)s 顯示卡附的 8-pin 轉接線——RTX 4090 插頭在轉接線彎折或未插到底時曾因此熔毀</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="732"/>
        <source>%(n)s runs</source>
        <translation>%(n)s 個經由</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="733"/>
        <source>%(n)s run</source>
        <translation>%(n)s 個經由</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="740"/>
        <source>Pick a PSU with a native 12V-2x6 cable per 16-pin input (%(inputs)s; no adapter, same speed), push each plug in until no gap shows and keep %(straight)s mm of straight cable before any bend; capping the cards at %(cap)s (nvidia-smi -pl) cuts the current by a fifth for a few %% of training speed</source>
        <translation>選一台每個 16-pin 輸入都有原生 12V-2x6 線的電源供應器（%(inputs)s 條；不用轉接線，速度不變），插頭插到看不到縫隙，彎折前保留 %(straight)s mm 直線段；將顯示卡功耗限制在 %(cap)s（nvidia-smi -pl）可讓電流少五分之一，訓練速度只慢幾 %%</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="792"/>
        <source>Up to %(load)s through each 16-pin plug of %(gpus)s, rated %(rated)s: %(margin)s of headroom, too little for a plug not fully seated (one such card burnt its plug on a native ATX 3.1 cable)</source>
        <translation>%(gpus)s 每個 16-pin 插頭最多承載 %(load)s，額定 %(rated)s：餘裕只有 %(margin)s，插頭沒插到底就不夠（曾有同款卡在原生 ATX 3.1 線上燒毀插頭）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="806"/>
        <source>Cap the cards at %(cap)s (nvidia-smi -pl): %(headroom)s of headroom per plug for a few %% of training speed and %(saved)s less power per card, no change in price; push each plug in until no gap shows and keep %(straight)s mm of straight cable before any bend</source>
        <translation>將顯示卡功耗限制在 %(cap)s（nvidia-smi -pl）：每個插頭有 %(headroom)s 餘裕，訓練速度只慢幾 %%，每張卡少 %(saved)s 功耗，價格不變；插頭插到看不到縫隙，彎折前保留 %(straight)s mm 直線段</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="764"/>
        <source>Up to %(load)s through each 16-pin plug of %(gpus)s (rated %(rated)s): push each plug in until no gap shows and keep %(straight)s mm of straight cable before any bend (partly seated plugs have melted)</source>
        <translation>%(gpus)s 每個 16-pin 插頭最多承載 %(load)s（額定 %(rated)s）：插頭插到看不到縫隙，彎折前保留 %(straight)s mm 直線段（沒插到底的插頭曾熔毀）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="971"/>
        <source>use a dedicated 20 A or 230–240 V circuit, or split the GPUs across two machines</source>
        <translation>改用 20 A 或 230–240 V 的專用迴路，或把顯示卡分到兩台機器上</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="978"/>
        <source>use a dedicated circuit rated above %(amps)s A, or split the GPUs across two machines</source>
        <translation>改用額定電流高於 %(amps)s A 的專用迴路，或把顯示卡分到兩台機器上</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="989"/>
        <source>At the wall about %(wall)s (%(load)s DC at %(efficiency)s efficiency); the %(volts)s V / %(amps)s A circuit%(assumed)s carries %(continuous)s continuously (%(fraction)s of %(rating)s)</source>
        <translation>市電端耗電約 %(wall)s（直流 %(load)s，效率 %(efficiency)s）；%(volts)s V / %(amps)s A 的迴路%(assumed)s可持續承載 %(continuous)s（%(rating)s 的 %(fraction)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="997"/>
        <source> (assumed: set yours in Settings or with --mains-voltage/--circuit-amps)</source>
        <translation>（假設值：請在「設定」中或以 --mains-voltage/--circuit-amps 設定您的數值）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="1017"/>
        <source>%(limit)s, or %(other)s</source>
        <translation>%(limit)s，或%(other)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="1032"/>
        <source>%(cpu)s&apos;s sustained power (PPT/PL2) is unknown: the load counts its %(tdp)s TDP, and it may draw more; check it</source>
        <translation>%(cpu)s 的持續功耗（PPT/PL2）不明：負載以其 %(tdp)s TDP 計算，實際可能更高；請確認</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="407"/>
        <source>Pick an ATX 3.x PSU of at least %(rating)s (specified for 200 %% load steps: same speed and power, the price of a PSU), or cap the GPUs at %(fraction)s (nvidia-smi -pl, %(stock)s → %(capped)s per card): about %(speed)s× training speed and %(saved)s less draw, no change in price</source>
        <translation>請選擇至少 %(rating)s 的 ATX 3.x 電源供應器（規範可承受 200 %% 的負載階躍：速度與耗電不變，成本為一顆電源供應器），或將顯示卡功耗限制在 %(fraction)s（nvidia-smi -pl，每張 %(stock)s → %(capped)s）：訓練速度約 %(speed)s 倍，耗電少 %(saved)s，不需花費</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="444"/>
        <source>%(n)s PCIe 6/8-pin input</source>
        <translation>%(n)s 個 PCIe 6/8-pin 接口</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="445"/>
        <source>%(n)s PCIe 6/8-pin inputs</source>
        <translation>%(n)s 個 PCIe 6/8-pin 接口</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="452"/>
        <source>%(n)s 16-pin (12VHPWR/12V-2x6) input</source>
        <translation>%(n)s 個 16-pin（12VHPWR/12V-2x6）接口</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="453"/>
        <source>%(n)s 16-pin (12VHPWR/12V-2x6) inputs</source>
        <translation>%(n)s 個 16-pin（12VHPWR/12V-2x6）接口</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="588"/>
        <source>%(psu)s has %(eight)s and %(native)s native 16-pin</source>
        <translation>%(psu)s 有 %(eight)s 和 %(native)s 個原生 16-pin</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="432"/>
        <source>%(n)s PCIe 8-pin</source>
        <translation>%(n)s 個 PCIe 8-pin</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="166"/>
        <source>%(gpu)s GPU + %(rest)s rest; no CPU picked, so add its draw</source>
        <translation>%(gpu)s GPU + %(rest)s 其他；尚未選擇 CPU，請再加上它的耗電</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="242"/>
        <source>Move a GPU from PSU %(n)s to another PSU (Build editor: right-click the GPU line, Power, Risers and Water), or use a PSU of at least %(psu)s there</source>
        <translation>把一張 GPU 從電源 %(n)s 移到另一個電源（組態編輯器：在 GPU 列按右鍵，選「電源、延長線與水冷」），或在該處改用至少 %(psu)s 的電源</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="283"/>
        <source>Assign GPUs to %(idle)s (Build editor: right-click a GPU line, Power, Risers and Water; in the file: psu_split on the GPU line), or remove the unused PSU</source>
        <translation>把 GPU 分配給 %(idle)s（組態編輯器：在 GPU 列按右鍵，選「電源、延長線與水冷」；檔案中：GPU 列的 psu_split），或移除未使用的電源</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="301"/>
        <source>%(n)s PSUs but no GPU in the build: nothing for %(spare)s to feed; only PSU 1 was counted (%(load)s of its %(rating)s)</source>
        <translation>%(n)s 顆電源供應器，但組態中沒有 GPU：%(spare)s 沒有可供電的對象；只計入了 PSU 1（%(load)s，額定 %(rating)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="314"/>
        <source>Add the GPUs %(spare)s should feed (psu_split on their line), or remove the unused PSU: that saves its price and changes neither speed nor power</source>
        <translation>加入 %(spare)s 應供電的 GPU（在其項目中設定 psu_split），或移除未使用的電源供應器：可省下它的價格，速度與功耗都不變</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="433"/>
        <source>%(n)s PCIe 8-pins</source>
        <translation>%(n)s 個 PCIe 8-pin</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="457"/>
        <source>the GPU needs %(wanted)s</source>
        <translation>顯示卡需要 %(wanted)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="459"/>
        <source>the GPUs need %(wanted)s</source>
        <translation>顯示卡需要 %(wanted)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="536"/>
        <source> after its %(native)s native 16-pin</source>
        <translation>（在其 %(native)s 個原生 16-pin 之外）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="543"/>
        <source>%(wanted)s: %(eight)s from %(psu)s%(after)s, whose PCIe 8-pin count is unknown: check its cable table</source>
        <translation>%(wanted)s：需要 %(psu)s 提供 %(eight)s%(after)s，但其 PCIe 8-pin 數量不明：請查看其線材規格表</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="555"/>
        <source>%(wanted)s; %(psu)s&apos;s PCIe 8-pin and native 16-pin counts are unknown: check its cable table</source>
        <translation>%(wanted)s；%(psu)s 的 PCIe 8-pin 與原生 16-pin 數量不明：請查看其線材規格表</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="570"/>
        <source>%(wanted)s; %(psu)s has %(eight)s, enough only with at least %(native)s native 16-pin, and its native 16-pin count is unknown: check its cable table</source>
        <translation>%(wanted)s；%(psu)s 有 %(eight)s，至少還要有 %(native)s 個原生 16-pin 才夠用，但其原生 16-pin 數量不明：請查看其線材規格表</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="595"/>
        <source>%(psu)s has %(eight)s and an unknown number of native 16-pin</source>
        <translation>%(psu)s 有 %(eight)s，原生 16-pin 數量不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="491"/>
        <source>Pick a PSU with enough PCIe/16-pin connectors (one cable per socket, no daisy-chained pigtails)</source>
        <translation>請選擇 PCIe/16-pin 接頭足夠的電源供應器（每個插座各用一條線，不要用一線雙頭）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="839"/>
        <source>the GPUs on %(psu)s take %(n)s EPS 8-pin; it has %(has)s</source>
        <translation>由 %(psu)s 供電的顯示卡需要 %(n)s 個 EPS 8-pin；它只有 %(has)s 個</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="843"/>
        <source>the GPU on %(psu)s takes %(n)s EPS 8-pin; it has %(has)s</source>
        <translation>由 %(psu)s 供電的顯示卡需要 %(n)s 個 EPS 8-pin；它只有 %(has)s 個</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="885"/>
        <source>%(board)s has %(n)s EPS 8-pin socket</source>
        <translation>%(board)s 有 %(n)s 個 EPS 8-pin 插座</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="886"/>
        <source>%(board)s has %(n)s EPS 8-pin sockets</source>
        <translation>%(board)s 有 %(n)s 個 EPS 8-pin 插座</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="891"/>
        <source>the GPUs take %(n)s EPS 8-pin</source>
        <translation>顯示卡使用 %(n)s 個 EPS 8-pin</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="893"/>
        <source>the GPU takes %(n)s EPS 8-pin</source>
        <translation>顯示卡使用 %(n)s 個 EPS 8-pin</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="897"/>
        <source>%(board)s, and %(gpus)s</source>
        <translation>%(board)s，且%(gpus)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="905"/>
        <source>%(wants)s; %(psu)s&apos;s EPS connector count is unknown: check its cable table</source>
        <translation>%(wants)s；%(psu)s 的 EPS 接頭數量不明：請查看其線材規格表</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="918"/>
        <source>%(wants)s: at least %(n)s needed; %(psu)s has %(has)s</source>
        <translation>%(wants)s：至少需要 %(n)s 個；%(psu)s 只有 %(has)s 個</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="854"/>
        <location filename="../../dlbox/core/rules/power.py" line="929"/>
        <location filename="../../dlbox/core/rules/power.py" line="950"/>
        <source>Pick a PSU with more EPS 8-pin CPU connectors</source>
        <translation>請選擇 EPS 8-pin CPU 接頭較多的電源供應器</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="939"/>
        <source>%(wants)s; %(psu)s has %(has)s: the board&apos;s extra EPS socket stays empty, fine at stock, limiting under heavy all-core CPU load</source>
        <translation>%(wants)s；%(psu)s 只有 %(has)s 個：主機板多出的 EPS 插座會空著，原廠設定下沒問題，但 CPU 全核心重負載時會受限</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/messages.py" line="88"/>
        <source>%(a)s and %(b)s</source>
        <translation>%(a)s 和 %(b)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="374"/>
        <source>%(drives)s; %(psu)s has %(connectors)s</source>
        <translation>%(drives)s；%(psu)s 只有 %(connectors)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="19"/>
        <source>%(n)s SATA drive</source>
        <translation>%(n)s 台 SATA 硬碟</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="72"/>
        <source>%(drives)s; %(board)s has %(slots)s</source>
        <translation>%(drives)s；%(board)s 只有 %(slots)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="15"/>
        <source>%(n)s M.2 drive</source>
        <translation>%(n)s 台 M.2 硬碟</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="16"/>
        <source>%(n)s M.2 drives</source>
        <translation>%(n)s 台 M.2 硬碟</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="77"/>
        <source>%(n)s M.2 slot</source>
        <translation>%(n)s 個 M.2 插槽</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="78"/>
        <source>%(n)s M.2 slots</source>
        <translation>%(n)s 個 M.2 插槽</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="66"/>
        <source>Use fewer, larger M.2 drives, or a PCIe M.2 adapter card</source>
        <translation>改用較少、容量較大的 M.2 硬碟，或加裝 PCIe M.2 轉接卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="89"/>
        <source>%(drives)s but %(board)s has %(slots)s</source>
        <translation>%(drives)s，但 %(board)s 只有 %(slots)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="92"/>
        <source>%(n)s M.2 SATA drive</source>
        <translation>%(n)s 台 M.2 SATA 硬碟</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="93"/>
        <source>%(n)s M.2 SATA drives</source>
        <translation>%(n)s 台 M.2 SATA 硬碟</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="98"/>
        <source>%(n)s M.2 slot that takes SATA drives</source>
        <translation>%(n)s 個支援 SATA 硬碟的 M.2 插槽</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="99"/>
        <source>%(n)s M.2 slots that take SATA drives</source>
        <translation>%(n)s 個支援 SATA 硬碟的 M.2 插槽</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="104"/>
        <source>Pick NVMe M.2 drives</source>
        <translation>請選擇 NVMe M.2 硬碟</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="153"/>
        <source> (%(ports)s ports less %(disabled)s, disabled by the drive in %(slots)s)</source>
        <translation>（%(ports)s 個連接埠扣掉被 %(slots)s 的硬碟停用的 %(disabled)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="164"/>
        <source>%(drives)s; %(board)s has %(ports)s%(lost)s</source>
        <translation>%(drives)s；%(board)s 只有 %(ports)s%(lost)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="20"/>
        <source>%(n)s SATA drives</source>
        <translation>%(n)s 台 SATA 硬碟</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="44"/>
        <source>%(board)s&apos;s M.2 slots are unknown: check it takes %(drives)s</source>
        <translation>%(board)s 的 M.2 插槽不明：請確認它能裝 %(drives)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="138"/>
        <source>%(board)s&apos;s SATA port count is unknown: check it has ports for %(drives)s</source>
        <translation>%(board)s 的 SATA 連接埠數量不明：請確認它有足夠的連接埠可接 %(drives)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="169"/>
        <source>%(n)s usable SATA port</source>
        <translation>%(n)s 個可用的 SATA 連接埠</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="170"/>
        <source>%(n)s usable SATA ports</source>
        <translation>%(n)s 個可用的 SATA 連接埠</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="178"/>
        <source>Use fewer SATA drives, an M.2 NVMe drive, or a SATA controller card</source>
        <translation>減少 SATA 硬碟、改用 M.2 NVMe 硬碟，或加裝 SATA 擴充卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="190"/>
        <source>The M.2 drive in %(slots)s disables %(disabled)s on %(board)s: %(ports)s stay usable</source>
        <translation>%(slots)s 的 M.2 硬碟會停用 %(board)s 上的 %(disabled)s：仍可使用 %(ports)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="196"/>
        <source>The M.2 drive in %(slots)s disables %(disabled)s on %(board)s: %(ports)s stays usable</source>
        <translation>%(slots)s 的 M.2 硬碟會停用 %(board)s 上的 %(disabled)s：仍可使用 %(ports)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="206"/>
        <source>%(n)s SATA port</source>
        <translation>%(n)s 個 SATA 連接埠</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="207"/>
        <source>%(n)s SATA ports</source>
        <translation>%(n)s 個 SATA 連接埠</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="217"/>
        <source>The M.2 drive in %(slots)s shares lanes with %(shared)s on %(board)s: that slot or port is disabled or runs narrower</source>
        <translation>%(slots)s 的 M.2 硬碟與 %(board)s 上的 %(shared)s 共用通道：該插槽或連接埠會被停用或降速</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="240"/>
        <source>%(case)s&apos;s 3.5-inch bay count is unknown: check it holds %(drives)s</source>
        <translation>%(case)s 的 3.5 吋槽位數量不明：請確認它能裝 %(drives)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="23"/>
        <source>%(n)s 3.5-inch drive</source>
        <translation>%(n)s 台 3.5 吋硬碟</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="24"/>
        <source>%(n)s 3.5-inch drives</source>
        <translation>%(n)s 台 3.5 吋硬碟</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="253"/>
        <source>%(drives)s; %(case)s has %(bays)s</source>
        <translation>%(drives)s；%(case)s 只有 %(bays)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="258"/>
        <source>%(n)s 3.5-inch bay</source>
        <translation>%(n)s 個 3.5 吋槽位</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="259"/>
        <source>%(n)s 3.5-inch bays</source>
        <translation>%(n)s 個 3.5 吋槽位</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="265"/>
        <source>Pick a case with more 3.5-inch bays</source>
        <translation>請選擇 3.5 吋槽位較多的機殼</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="277"/>
        <source>%(case)s&apos;s drive mounts are not fully known: check it holds %(drives)s</source>
        <translation>%(case)s 的硬碟安裝位資料不完整：請確認它能裝 %(drives)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="27"/>
        <source>%(n)s 2.5-inch drive</source>
        <translation>%(n)s 台 2.5 吋硬碟</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="28"/>
        <source>%(n)s 2.5-inch drives</source>
        <translation>%(n)s 台 2.5 吋硬碟</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="59"/>
        <source>Put a GPU on a PCIe riser instead of an M.2 adapter, or use fewer, larger M.2 drives</source>
        <translation>改用 PCIe 延長線接一張顯示卡（而非 M.2 轉接卡），或改用較少、較大的 M.2 硬碟</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="114"/>
        <source>%(n)s GPU on an M.2 adapter</source>
        <translation>%(n)s 張透過 M.2 轉接卡的顯示卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="115"/>
        <source>%(n)s GPUs on M.2 adapters</source>
        <translation>%(n)s 張透過 M.2 轉接卡的顯示卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="120"/>
        <source>%(drives)s and %(gpus)s</source>
        <translation>%(drives)s 和 %(gpus)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="292"/>
        <source>%(drives)s; %(case)s has %(mounts)s and %(spare)s</source>
        <translation>%(drives)s；%(case)s 只有 %(mounts)s 和 %(spare)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="297"/>
        <source>%(drives)s; %(case)s has %(mounts)s</source>
        <translation>%(drives)s；%(case)s 只有 %(mounts)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="302"/>
        <source>%(n)s 2.5-inch mount</source>
        <translation>%(n)s 個 2.5 吋安裝位</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="303"/>
        <source>%(n)s 2.5-inch mounts</source>
        <translation>%(n)s 個 2.5 吋安裝位</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="309"/>
        <source>%(n)s free 3.5-inch bay</source>
        <translation>%(n)s 個空的 3.5 吋槽位</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="310"/>
        <source>%(n)s free 3.5-inch bays</source>
        <translation>%(n)s 個空的 3.5 吋槽位</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="321"/>
        <source>Pick a case with more drive mounts, or use M.2 drives</source>
        <translation>請選擇硬碟安裝位較多的機殼，或改用 M.2 硬碟</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="333"/>
        <source>%(n)s of the 2.5-inch drives goes in a 3.5-inch bay of %(case)s: most trays take it, some need an adapter</source>
        <translation>其中 %(n)s 台 2.5 吋硬碟要裝進 %(case)s 的 3.5 吋槽位：多數托盤可直接安裝，有些需要轉接架</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="338"/>
        <source>%(n)s of the 2.5-inch drives go in 3.5-inch bays of %(case)s: most trays take them, some need an adapter</source>
        <translation>其中 %(n)s 台 2.5 吋硬碟要裝進 %(case)s 的 3.5 吋槽位：多數托盤可直接安裝，有些需要轉接架</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="354"/>
        <source>%(drive)s is a U.2 drive: the board needs a U.2/SlimSAS port or an M.2/PCIe adapter (not checked)</source>
        <translation>%(drive)s 是 U.2 硬碟：主機板需要 U.2/SlimSAS 連接埠或 M.2/PCIe 轉接卡（未檢查）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="379"/>
        <source>%(n)s SATA power connector</source>
        <translation>%(n)s 個 SATA 電源接頭</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="380"/>
        <source>%(n)s SATA power connectors</source>
        <translation>%(n)s 個 SATA 電源接頭</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="386"/>
        <source>Pick a PSU with more SATA power connectors (avoid moulded splitters)</source>
        <translation>請選擇 SATA 電源接頭較多的電源供應器（避免使用一體成型的分接線）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="23"/>
        <source>%(cooler)s&apos;s socket mounts are unknown: check it fits %(socket)s</source>
        <translation>%(cooler)s 支援的腳位扣具不明：請確認它能裝在 %(socket)s 上</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="36"/>
        <source>%(cooler)s mounts on %(sockets)s; %(cpu)s is %(socket)s</source>
        <translation>%(cooler)s 可裝在 %(sockets)s；%(cpu)s 是 %(socket)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="41"/>
        <source>no listed socket</source>
        <translation>未列出腳位</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="49"/>
        <source>Pick a cooler that mounts on %(socket)s</source>
        <translation>請選擇可安裝在 %(socket)s 上的散熱器</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="65"/>
        <source>could not check %(cooler)s against %(case)s: cooler height unknown</source>
        <translation>無法比對 %(cooler)s 與 %(case)s：散熱器高度不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="69"/>
        <source>could not check %(cooler)s against %(case)s: case cooler clearance unknown</source>
        <translation>無法比對 %(cooler)s 與 %(case)s：機殼的散熱器限高不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="83"/>
        <source>%(cooler)s is %(height)s tall; %(case)s allows %(limit)s</source>
        <translation>%(cooler)s 高 %(height)s；%(case)s 最高容納 %(limit)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="95"/>
        <source>Pick a cooler at most %(limit)s tall, or an AIO</source>
        <translation>請選擇高度不超過 %(limit)s 的散熱器，或一體式水冷</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="147"/>
        <source>%(cooler)s is rated for %(rated)s; %(cpu)s draws at least its %(need)s TDP (its sustained power is unknown): it will throttle under long loads</source>
        <translation>%(cooler)s 的額定散熱為 %(rated)s；%(cpu)s 的功耗至少為其 TDP %(need)s（持續功耗不明）：長時間負載下會降頻</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="171"/>
        <source>%(cpu)s&apos;s sustained power (PPT/PL2) is unknown: check %(cooler)s&apos;s %(rated)s rating covers it</source>
        <translation>%(cpu)s 的持續功耗（PPT/PL2）不明：請確認 %(cooler)s 的 %(rated)s 額定散熱足以應付</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="153"/>
        <source>%(cooler)s is rated for %(rated)s; %(cpu)s draws up to %(need)s sustained (PPT/PL2): it will throttle under long loads</source>
        <translation>%(cooler)s 的額定散熱為 %(rated)s；%(cpu)s 持續功耗最高 %(need)s（PPT/PL2）：長時間負載下會降頻</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="288"/>
        <source>Pick an air cooler that fits the case, or a case with a %(size)s mm radiator mount (same speed while the cooler holds the CPU&apos;s power)</source>
        <translation>選一個放得進機殼的風冷散熱器，或選一個有 %(size)s mm 水冷排安裝位的機殼（只要散熱器壓得住 CPU 的功耗，速度不變）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="315"/>
        <source>Add a cooler rated for at least %(need)s that mounts on %(socket)s</source>
        <translation>加裝一個額定至少 %(need)s、可安裝於 %(socket)s 的散熱器</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="330"/>
        <source>No CPU cooler picked for %(cpu)s (%(need)s sustained): whether it ships with a boxed cooler is unknown; without one it will not run</source>
        <translation>尚未替 %(cpu)s（持續 %(need)s）選擇 CPU 散熱器：不確定是否附原廠散熱器；沒有散熱器將無法運作</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="346"/>
        <source>No CPU cooler picked: %(cpu)s ships with a boxed cooler, which runs it at stock; cooler checks skipped</source>
        <translation>尚未選擇 CPU 散熱器：%(cpu)s 附有原廠散熱器，可在預設規格下運作；已略過散熱器檢查</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="359"/>
        <source>No CPU cooler picked for %(cpu)s (%(need)s sustained), which ships without one: it will not run without a cooler</source>
        <translation>尚未替 %(cpu)s（持續 %(need)s）選擇 CPU 散熱器，而它不附散熱器：沒有散熱器將無法運作</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="365"/>
        <source>No CPU cooler picked for %(cpu)s (%(need)s sustained); CPUs rated above %(tdp)s TDP ship without a cooler: it will not run without one</source>
        <translation>尚未替 %(cpu)s（持續 %(need)s）選擇 CPU 散熱器；TDP 高於 %(tdp)s 的 CPU 不附散熱器：沒有散熱器將無法運作</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="434"/>
        <source>could not check the radiators (%(radiators)s) against %(case)s: %(what)s</source>
        <translation>無法檢查水冷排（%(radiators)s）與 %(case)s 是否相容：%(what)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="441"/>
        <source>radiator size unknown for %(parts)s</source>
        <translation>%(parts)s 的水冷排尺寸不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="445"/>
        <source>case radiator mounts unknown</source>
        <translation>機殼的水冷排安裝位不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="456"/>
        <source>%(n)s radiators (%(radiators)s) need a mount each; %(case)s mounts %(mounts)s</source>
        <translation>%(n)s 個水冷排（%(radiators)s）各需一個安裝位；%(case)s 可安裝 %(mounts)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="469"/>
        <source>Pick a case with a mount for each radiator (%(radiators)s), or an air cooler for the CPU (same speed at stock power, lower price)</source>
        <translation>改選每個水冷排（%(radiators)s）都有安裝位的機殼，或 CPU 改用風冷散熱器（預設功耗下速度相同，價格更低）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="489"/>
        <source>Pick a cooler rated for at least %(need)s</source>
        <translation>請選擇額定至少 %(need)s 的散熱器</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="238"/>
        <source>could not check %(cooler)s&apos;s radiator against %(case)s: radiator size unknown</source>
        <translation>無法比對 %(cooler)s 的水冷排與 %(case)s：水冷排尺寸不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="199"/>
        <source>%(cooler)s is a low-profile cooler (%(height)s tall, no heat rating published); such coolers hold a CPU near %(held)s, and %(cpu)s draws up to %(need)s: it will throttle under long loads (about %(share)s of its sustained power)</source>
        <translation>%(cooler)s 是下吹式薄型散熱器（高 %(height)s，未公布散熱能力）；這類散熱器約只壓得住 %(held)s，而 %(cpu)s 最高耗電 %(need)s：長時間負載下會降頻（約為其持續功耗的 %(share)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="216"/>
        <source>Pick a tower cooler or an AIO that fits the case, or a CPU that draws at most %(held)s</source>
        <translation>改選塔式散熱器或裝得進機殼的一體式水冷，或改用耗電不超過 %(held)s 的 CPU</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="243"/>
        <source>could not check %(cooler)s&apos;s radiator against %(case)s: case radiator mounts unknown</source>
        <translation>無法比對 %(cooler)s 的水冷排與 %(case)s：機殼的水冷排安裝位不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="259"/>
        <source>%(cooler)s&apos;s radiator is %(size)s mm; %(case)s mounts at most %(limit)s mm (%(mounts)s)</source>
        <translation>%(cooler)s 的水冷排為 %(size)s mm；%(case)s 最大只能安裝 %(limit)s mm（%(mounts)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="265"/>
        <source>%(cooler)s&apos;s radiator is %(size)s mm; %(case)s has no radiator mount (%(limit)s mm)</source>
        <translation>%(cooler)s 的水冷排為 %(size)s mm；%(case)s 沒有水冷排安裝位（%(limit)s mm）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="280"/>
        <source>Pick a cooler with a radiator of at most %(limit)s mm, or an air cooler</source>
        <translation>請選擇水冷排不超過 %(limit)s mm 的散熱器，或改用風冷散熱器</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="14"/>
        <source>32 GB for 1 GPU, 64 for 2, 128 for 4, 256 ECC for 8</source>
        <translation>1 張顯示卡 32 GB、2 張 64 GB、4 張 128 GB、8 張 256 GB ECC</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="35"/>
        <source>Add memory: at least %(total)s, ideally %(ideal)s (GPU speed and power stay the same; loading checkpoints and pinned-memory data loaders stop swapping)</source>
        <translation>加記憶體：至少 %(total)s，最好 %(ideal)s（GPU 速度與耗電不變；載入檢查點與鎖頁記憶體資料載入器不再使用置換空間）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="51"/>
        <source>%(ram)s of system RAM is less than one %(gpu)s&apos;s %(vram)s of VRAM: loading checkpoints and pinned-memory data loaders will swap (reference: %(ref)s)</source>
        <translation>系統記憶體 %(ram)s 比一張 %(gpu)s 的 %(vram)s 顯示記憶體還少：載入檢查點與使用鎖頁記憶體的資料載入器會用到 swap（參考：%(ref)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="69"/>
        <source>%(ram)s of system RAM for %(total)s of total VRAM: at least as much RAM as VRAM is recommended (reference: %(ref)s)</source>
        <translation>系統記憶體 %(ram)s，顯示記憶體合計 %(total)s：建議系統記憶體至少與顯示記憶體一樣多（參考：%(ref)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="86"/>
        <source>%(ram)s of system RAM for %(total)s of VRAM: enough; about %(ideal)s (2×) is comfortable for large datasets and checkpoints</source>
        <translation>系統記憶體 %(ram)s，顯示記憶體 %(total)s：足夠；約 %(ideal)s（2×）處理大型資料集與檢查點會更從容</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="108"/>
        <source>%(cpu)s&apos;s thread count is unknown: check it has at least %(need)s threads (%(wanted)s per GPU for on-the-fly preprocessing)</source>
        <translation>%(cpu)s 的執行緒數不明：請確認它至少有 %(need)s 執行緒（即時預處理每張顯示卡需要 %(wanted)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="128"/>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="185"/>
        <location filename="../../dlbox/core/rules/pcie.py" line="141"/>
        <location filename="../../dlbox/core/rules/pcie.py" line="579"/>
        <location filename="../../dlbox/core/rules/pcie.py" line="622"/>
        <source>%(n)s GPU</source>
        <translation>%(n)s 張顯示卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="129"/>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="186"/>
        <location filename="../../dlbox/core/rules/pcie.py" line="142"/>
        <location filename="../../dlbox/core/rules/pcie.py" line="580"/>
        <location filename="../../dlbox/core/rules/pcie.py" line="623"/>
        <source>%(n)s GPUs</source>
        <translation>%(n)s 張顯示卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="137"/>
        <source>Pick a CPU with at least %(need)s threads, or preprocess the dataset ahead of time</source>
        <translation>請選擇至少 %(need)s 執行緒的處理器，或事先預處理資料集</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="150"/>
        <source>%(cpu)s has %(threads)s threads for %(gpus)s (%(per_gpu)s per GPU); on-the-fly preprocessing wants ≥ %(wanted)s per GPU: data loading will starve the GPUs</source>
        <translation>%(cpu)s 有 %(threads)s 執行緒供 %(gpus)s 使用（每張 %(per_gpu)s）；即時預處理每張顯示卡需要 ≥ %(wanted)s：資料載入會餵不飽顯示卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="156"/>
        <source>%(cpu)s has %(threads)s threads for %(gpus)s (%(per_gpu)s per GPU); on-the-fly preprocessing wants ≥ %(wanted)s per GPU</source>
        <translation>%(cpu)s 有 %(threads)s 執行緒供 %(gpus)s 使用（每張 %(per_gpu)s）；即時預處理每張顯示卡需要 ≥ %(wanted)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="175"/>
        <source>%(cpu)s boosts to %(clock)s GHz: with %(gpus)s, each GPU&apos;s training process leans on one CPU core (Python, kernel launches, batch collation), so single-thread speed matters; CPUs that boost to %(fast)s GHz or more keep the GPUs busier</source>
        <translation>%(cpu)s 的加速時脈為 %(clock)s GHz：使用 %(gpus)s 時，每張顯示卡的訓練程序都仰賴一個 CPU 核心（Python、核心函式啟動、批次組裝），因此單執行緒效能很重要；加速時脈達 %(fast)s GHz 以上的 CPU 能讓顯示卡使用率更高</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="214"/>
        <source>%(gpus)s: different listings of the same chip; fine together</source>
        <translation>%(gpus)s：同一顆晶片的不同商品，可以一起使用</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="229"/>
        <source>Mixed GPUs: a data-parallel job runs every card at the pace of %(slow)s (%(slow_rate)s vs %(fast_rate)s %(unit)s on %(fast)s; memory bandwidth %(slow_bw)s vs %(fast_bw)s GB/s) and the batch is limited by %(small)s&apos;s %(vram)s</source>
        <translation>混用顯示卡：資料平行工作會讓每張卡都以 %(slow)s 的速度執行（%(slow_rate)s 對比 %(fast)s 的 %(fast_rate)s %(unit)s；顯示記憶體頻寬 %(slow_bw)s 對比 %(fast_bw)s GB/s），且批次大小受限於 %(small)s 的 %(vram)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="249"/>
        <source>Use identical GPUs, or run separate jobs per GPU model</source>
        <translation>改用相同型號的顯示卡，或依顯示卡型號分開執行工作</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="267"/>
        <source>%(gpu)s supports an NVLink bridge%(bw)s: pairs of cards can use one; the bridge must match the slot spacing</source>
        <translation>%(gpu)s 支援 NVLink 橋接器%(bw)s：每兩張卡可共用一個；橋接器須符合插槽間距</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="281"/>
        <source>%(gpus)s: no NVLink and no PCIe peer-to-peer; GPU-to-GPU traffic goes through system memory</source>
        <translation>%(gpus)s：沒有 NVLink 也不支援 PCIe 點對點；顯示卡之間的傳輸要經過系統記憶體</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="300"/>
        <source>%(gpu)s (Pascal GeForce) runs FP16 at 1/64 of FP32 (%(fp32)s → %(fp16)s TFLOPS): mixed precision saves memory but not time; train in FP32</source>
        <translation>%(gpu)s（Pascal GeForce）的 FP16 只有 FP32 的 1/64（%(fp32)s → %(fp16)s TFLOPS）：混合精度省記憶體但不省時間；請用 FP32 訓練</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="323"/>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="328"/>
        <source>%(gpu)s does %(rate)s FP64 TFLOPS vs %(fp32)s FP32: slow for double-precision scientific code</source>
        <translation>%(gpu)s 的 FP64 為 %(rate)s TFLOPS，FP32 為 %(fp32)s：跑雙精度科學運算會很慢</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="376"/>
        <source>≈ %(n)s small files/s</source>
        <translation>約每秒 %(n)s 個小檔案</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="378"/>
        <source>a few hundred small files/s at best</source>
        <translation>最多每秒幾百個小檔案</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="386"/>
        <source>Keep training data on %(fast)s: %(slow)s reads %(limit)s (random reads of many small files)</source>
        <translation>請把訓練資料放在 %(fast)s：%(slow)s 只能讀取%(limit)s（大量小檔案的隨機讀取）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="400"/>
        <source>the %(dataset)s dataset is larger than the %(ssd)s of SSD</source>
        <translation>%(dataset)s 的資料集大於 %(ssd)s 的 SSD</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="407"/>
        <source>the only storage is a hard disk</source>
        <translation>唯一的儲存裝置是傳統硬碟</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="412"/>
        <source> and does not fit in %(ram)s of RAM cache</source>
        <translation>，也放不進 %(ram)s 的記憶體快取</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="418"/>
        <source>%(where)s%(ram_note)s: %(slow)s reads %(limit)s, while one modern GPU trains on thousands of images per second</source>
        <translation>%(where)s%(ram_note)s：%(slow)s 只能讀取%(limit)s，而一張新款顯示卡每秒可訓練數千張影像</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="431"/>
        <source>Add an NVMe SSD for the training set (or pack small files into large shards)</source>
        <translation>為訓練集加一顆 NVMe SSD（或把小檔案打包成大型分片）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="453"/>
        <source>%(cpu)s&apos;s integrated graphics is unknown and no GPU in the build has a display connector: check the box has a display output, or run it headless (SSH)</source>
        <translation>%(cpu)s 是否有內顯不明，且配置中沒有任何顯示卡有顯示接頭：請確認這台主機有顯示輸出，或以無螢幕方式（SSH）使用</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="460"/>
        <source>No display output: %(cpu)s has no integrated graphics and the GPUs have no display connectors; install and run the machine headless (SSH)</source>
        <translation>沒有顯示輸出：%(cpu)s 沒有內顯，顯示卡也沒有顯示接頭；請以無螢幕方式（SSH）安裝與使用</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="466"/>
        <source>No display output: %(cpu)s has no integrated graphics and the GPU has no display connector; install and run the machine headless (SSH)</source>
        <translation>沒有顯示輸出：%(cpu)s 沒有內顯，顯示卡也沒有顯示接頭；請以無螢幕方式（SSH）安裝與使用</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="479"/>
        <source>%(cpu)s has no integrated graphics, so %(gpu)s also drives the displays: the desktop takes some of its VRAM and GPU time — connect monitors to the last GPU and train on the others</source>
        <translation>%(cpu)s 沒有內顯，所以 %(gpu)s 也要負責顯示：桌面會佔用部分顯示記憶體與運算時間——請把螢幕接在最後一張顯示卡，用其他卡訓練</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="486"/>
        <source>%(cpu)s has no integrated graphics, so %(gpu)s also drives the displays: the desktop takes some of its VRAM and GPU time</source>
        <translation>%(cpu)s 沒有內顯，所以 %(gpu)s 也要負責顯示：桌面會佔用部分顯示記憶體與運算時間</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="31"/>
        <source>gradient checkpointing, LoRA/QLoRA, ZeRO across the GPUs, or GPUs with more memory</source>
        <translation>梯度檢查點、LoRA/QLoRA、跨顯示卡的 ZeRO，或顯示記憶體更大的顯示卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="81"/>
        <source>%(model)s decoding</source>
        <translation>%(model)s 解碼推論</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="85"/>
        <source>%(model)s training (seq %(seq)s)</source>
        <translation>%(model)s 訓練（序列長度 %(seq)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="104"/>
        <source>could not estimate memory for %(name)s: %(error)s</source>
        <translation>無法估算 %(name)s 的記憶體用量：%(error)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="120"/>
        <source>CPU offload puts %(host)s of %(name)s&apos;s training state in system RAM; the build has %(ram)s</source>
        <translation>CPU 卸載會把 %(name)s 的 %(host)s 訓練狀態放到系統記憶體；此組態只有 %(ram)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="130"/>
        <source>Add memory, or offload less</source>
        <translation>增加記憶體，或減少卸載</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="136"/>
        <source>%(name)s needs ≈ %(need)s per GPU of the %(usable)s usable: within the memory model&apos;s ±%(band)s error, so it may not fit</source>
        <translation>%(name)s 每張 GPU 約需 %(need)s，可用 %(usable)s：落在記憶體模型 ±%(band)s 的誤差內，可能放不下</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="158"/>
        <source>≈ %(memory)s per GPU</source>
        <translation>每張顯示卡約 %(memory)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="160"/>
        <source>more memory</source>
        <translation>更多顯示記憶體</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="164"/>
        <source>%(vram)s usable</source>
        <translation>可用 %(vram)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="171"/>
        <source> at batch %(batch)s</source>
        <translation>（批次 %(batch)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="184"/>
        <source>%(name)s needs %(need)s even at batch 1: %(gpu)s has %(vram)s</source>
        <translation>%(name)s 即使批次為 1 也需要%(need)s：%(gpu)s 只有 %(vram)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="188"/>
        <source>%(name)s needs %(need)s%(at)s and does not fit even at batch 1: %(gpu)s has %(vram)s</source>
        <translation>%(name)s 需要%(need)s%(at)s，即使批次為 1 也放不下：%(gpu)s 只有 %(vram)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="202"/>
        <source>Use %(remedies)s</source>
        <translation>請改用%(remedies)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="214"/>
        <source>%(name)s needs %(need)s%(at)s; %(gpu)s has %(vram)s: the largest batch that fits is %(batch)s per GPU</source>
        <translation>%(name)s 需要%(need)s%(at)s；%(gpu)s 只有 %(vram)s：每張顯示卡最多只能放下批次 %(batch)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="229"/>
        <source>Lower the batch (with gradient accumulation), or use %(remedies)s</source>
        <translation>降低批次大小（搭配梯度累積），或改用%(remedies)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="259"/>
        <source>%(name)s with %(context)s tokens of context needs %(need)s; %(gpu)s has %(vram)s: the longest context that fits one stream is %(longest)s tokens</source>
        <translation>%(name)s 在 %(context)s 個詞元的上下文下需要 %(need)s；%(gpu)s 只有 %(vram)s：單一串流放得下的最長上下文為 %(longest)s 個詞元</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="265"/>
        <source>%(name)s with %(context)s tokens of context × %(streams)s concurrent streams needs %(need)s; %(gpu)s has %(vram)s: the longest context that fits %(streams)s streams is %(longest)s tokens</source>
        <translation>%(name)s 在 %(context)s 個詞元的上下文 × %(streams)s 個並發串流下需要 %(need)s；%(gpu)s 只有 %(vram)s：%(streams)s 個串流放得下的最長上下文為 %(longest)s 個詞元</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="284"/>
        <source>Use a context of %(tokens)s tokens</source>
        <translation>改用 %(tokens)s 個詞元的上下文</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="298"/>
        <source>whether a training workload fits in VRAM (no workload chosen)</source>
        <translation>訓練工作負載是否放得進顯示卡記憶體（尚未選擇工作負載）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/effects.py" line="48"/>
        <source>speed %(change)s</source>
        <translation>速度 %(change)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/effects.py" line="57"/>
        <source>price %(change)s</source>
        <translation>價格 %(change)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/effects.py" line="64"/>
        <source>power %(change)s</source>
        <translation>功耗 %(change)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/effects.py" line="53"/>
        <source>price unknown</source>
        <translation>價格未知</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/effects.py" line="69"/>
        <source>no change in speed, price or power</source>
        <translation>速度、價格與功耗皆不變</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/compat.py" line="893"/>
        <source>As another PSU, %(name)s (%(psu)s) is too small: it would feed at least %(need)s of GPU cable power so that PSU 1 stays within its rating</source>
        <translation>作為另一顆電源供應器，%(name)s（%(psu)s）太小：要讓電源供應器 1 不超過額定功率，它至少得供應 %(need)s 的 GPU 線材功率</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/compat.py" line="921"/>
        <source>As another PSU, %(name)s has %(has)s PCIe 8-pin and %(native)s native 16-pin: too few for any set of cards it would take over so that PSU 1 stays within its rating (the lightest set, %(cards)s, needs %(eight)s PCIe 8-pin)</source>
        <translation>作為另一顆電源供應器，%(name)s 有 %(has)s 個 PCIe 8-pin 與 %(native)s 個原生 16-pin：不足以供應任何一組能讓電源供應器 1 回到額定內的顯示卡（最輕的一組 %(cards)s 需要 %(eight)s 個 PCIe 8-pin）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="37"/>
        <source>%(n)s PSU cable</source>
        <translation>%(n)s 條電源線材</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="38"/>
        <source>%(n)s PSU cables</source>
        <translation>%(n)s 條電源線材</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="45"/>
        <source>%(n)s 12 V rail</source>
        <translation>%(n)s 組 12 V 輸出</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="46"/>
        <source>%(n)s 12 V rails</source>
        <translation>%(n)s 組 12 V 輸出</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="95"/>
        <source>%(gpu)s: its %(plugs)s PCIe power plugs hang on %(cables)s (Y-split or daisy-chained): about %(load)s through one cable rated for %(rated)s; the PSU may shut down under load</source>
        <translation>%(gpu)s：它的 %(plugs)s 個 PCIe 供電插頭只接在 %(cables)s 上（Y 型分接或菊鍊線）：一條額定 %(rated)s 的線材要承載約 %(load)s；滿載時電源可能斷電</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="111"/>
        <source>Run one PSU cable to each 8-pin plug (%(plugs)s cables for %(gpu)s): no speed or price cost</source>
        <translation>每個 8-pin 插頭各接一條電源線材（%(gpu)s 需 %(plugs)s 條）：不影響速度，也不花錢</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="133"/>
        <source>; or cap it at %(fraction)s of board power (%(stock)s → %(capped)s, e.g. nvidia-smi -pl): about %(speed)s× training speed</source>
        <translation>；或將它的功耗限制在板卡功耗的 %(fraction)s（%(stock)s → %(capped)s，例如 nvidia-smi -pl）：訓練速度約為 %(speed)s×</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="165"/>
        <source>%(gpu)s draws about %(load)s through its cables; one 12 V rail of %(psu)s gives %(rail)s (%(amps)s A): feed it from at least %(need)s rails (the build does not say which rails feed it)</source>
        <translation>%(gpu)s 經由線材取用約 %(load)s；%(psu)s 的一組 12 V 輸出只供應 %(rail)s（%(amps)s A）：請至少由 %(need)s 組輸出供電（此組態未註明由哪幾組輸出供電）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="190"/>
        <source>%(gpu)s draws about %(load)s through its cables on %(rails)s of %(psu)s: about %(per)s per rail, whose limit is %(rail)s (%(amps)s A); its over-current protection shuts the PSU down under load</source>
        <translation>%(gpu)s 經由 %(psu)s 的 %(rails)s 上的線材取用約 %(load)s：每組約 %(per)s，而每組上限為 %(rail)s（%(amps)s A）；滿載時過電流保護會讓電源斷電</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="209"/>
        <source>Move some of its cables to another 12 V rail (%(need)s rails carry it)%(cap)s; or a single-rail PSU</source>
        <translation>把部分線材改接到另一組 12 V 輸出（需 %(need)s 組才撐得住）%(cap)s；或改用單路 12 V 電源</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="215"/>
        <source>Feed it from another 12 V rail too (%(need)s rails carry it)%(cap)s; or a single-rail PSU</source>
        <translation>再從另一組 12 V 輸出接線供電（需 %(need)s 組才撐得住）%(cap)s；或改用單路 12 V 電源</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="238"/>
        <source>PCIe cable runs: whether each of %(gpu)s&apos;s %(n)s power plugs has its own PSU cable (not a Y-split or daisy chain); the build does not say (Power cables per card on the GPU line)</source>
        <translation>PCIe 線材走法：%(gpu)s 的 %(n)s 個電源插頭是否各自接一條電源供應器線材（而非 Y 型分接或菊鍊）；配置中未註明（見顯示卡列的「每張卡的電源線」）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="252"/>
        <source>12 V rails: which of %(psu)s&apos;s rails (%(amps)s A each) feed %(gpu)s; the build does not say (12 V rails per card on the GPU line)</source>
        <translation>12 V 輸出路：%(psu)s 的哪幾路（每路 %(amps)s A）供電給 %(gpu)s；配置中未註明（見顯示卡列的「每張卡的 12 V 輸出路」）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="99"/>
        <source>the card model is not named, so its height and plug edge are unknown</source>
        <translation>未指明顯示卡型號，因此不知道卡的高度與插頭位置</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="107"/>
        <source>which edge of the card its 16-pin plug sits on is unknown</source>
        <translation>不知道 16-pin 插頭位於顯示卡的哪一邊</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="116"/>
        <source>%(case)s&apos;s GPU length limit is unknown (the plug faces the case front)</source>
        <translation>%(case)s 的顯示卡長度限制不明（插頭朝向機殼前方）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="125"/>
        <source>the card&apos;s length is unknown (the plug faces the case front)</source>
        <translation>顯示卡長度不明（插頭朝向機殼前方）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="133"/>
        <source>the card&apos;s height is unknown (the plug faces the side panel)</source>
        <translation>顯示卡高度不明（插頭朝向側板）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="143"/>
        <source>%(case)s is not a tower and the tallest card it takes is unknown, so nothing bounds the room beside the card</source>
        <translation>%(case)s 不是直立式機殼，且其可容納的最高顯示卡高度不明，因此無從界定顯示卡旁的空間</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="153"/>
        <source>%(case)s&apos;s CPU cooler limit (the room to the side panel) is unknown</source>
        <translation>%(case)s 的 CPU 散熱器高度上限（到側板的空間）不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="179"/>
        <source>%(gpu)s&apos;s 16-pin plug faces the case front: %(case)s takes cards up to %(limit)s and the card is %(length)s, leaving %(left)s for the cable where %(straight)s mm should run straight before any bend (bent at the plug, such plugs have melted)</source>
        <translation>%(gpu)s 的 16-pin 插頭朝向機殼前方：%(case)s 可容納最長 %(limit)s 的顯示卡，此卡長 %(length)s，只剩 %(left)s 給線材，而彎折前應保留 %(straight)s mm 直線段（在插頭處彎折的此類插頭曾熔毀）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="194"/>
        <source>Pick a case that takes cards of at least %(need)s (speed, power and the card unchanged; only the case&apos;s price changes)</source>
        <translation>選擇可容納至少 %(need)s 顯示卡的機殼（速度、功耗與顯示卡不變；只有機殼價格改變）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="206"/>
        <source>%(gpu)s&apos;s 16-pin plug sits on its top edge: the card is %(height)s tall and %(case)s takes cards up to %(limit)s tall, leaving about %(left)s where %(straight)s mm of cable should run straight before any bend (pressed against the panel, such plugs have melted)</source>
        <translation>%(gpu)s 的 16-pin 插頭位於卡的頂緣：此卡高 %(height)s，%(case)s 可容納高度至 %(limit)s 的顯示卡，只剩約 %(left)s，而彎折前應保留 %(straight)s mm 直線段（被側板壓住的此類插頭曾熔毀）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="213"/>
        <source>Use a 16-pin cable from the PSU&apos;s maker whose plug is angled at the card (no effect on speed or power), or pick a case that takes cards at least %(need)s tall (speed, power and the card unchanged; only the case&apos;s price changes)</source>
        <translation>使用電源供應器原廠、在顯示卡端為彎頭插頭的 16-pin 線材（不影響速度與功耗），或選擇可容納高度至少 %(need)s 顯示卡的機殼（速度、功耗與顯示卡不變；只有機殼價格改變）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="222"/>
        <source>%(gpu)s&apos;s 16-pin plug faces the side panel: the card is %(height)s tall and %(case)s has about %(limit)s from the board to the panel (its CPU cooler limit), leaving about %(left)s where %(straight)s mm of cable should run straight before any bend (pressed against the panel, such plugs have melted)</source>
        <translation>%(gpu)s 的 16-pin 插頭朝向側板：此卡高 %(height)s，%(case)s 從主機板到側板約有 %(limit)s（其 CPU 散熱器高度上限），只剩約 %(left)s，而彎折前應保留 %(straight)s mm 直線段（被側板壓住的此類插頭曾熔毀）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="230"/>
        <source>Pick a tower with at least %(need)s of CPU cooler clearance (speed, power and the card unchanged; only the case&apos;s price changes), or a 16-pin cable from the PSU&apos;s maker whose plug is angled at the card (no effect on speed or power)</source>
        <translation>選擇 CPU 散熱器高度上限至少 %(need)s 的直立式機殼（速度、功耗與顯示卡不變；只有機殼價格改變），或使用電源供應器原廠、在顯示卡端為彎頭插頭的 16-pin 線材（不影響速度與功耗）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="41"/>
        <source>PSU %(n)s (%(name)s)</source>
        <translation>電源供應器 %(n)s（%(name)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="52"/>
        <source>PCIe 8-pin</source>
        <translation>PCIe 8-pin</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="54"/>
        <source>native 16-pin (12V-2x6)</source>
        <translation>原生 16-pin（12V-2x6）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="57"/>
        <source>EPS 8-pin</source>
        <translation>EPS 8-pin</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="64"/>
        <source>%(n)s × %(name)s</source>
        <translation>%(n)s × %(name)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="70"/>
        <source>GPU power connectors: %(psu)s, feeding %(gpus)s: its %(what)s counts are unknown, so its cables were not counted</source>
        <translation>顯示卡電源接頭：供電給 %(gpus)s 的 %(psu)s，其 %(what)s 數量不明，因此未清點其線材</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="76"/>
        <source>GPU power connectors: %(psu)s, feeding %(gpus)s: its %(what)s count is unknown, so its cables were not counted</source>
        <translation>顯示卡電源接頭：供電給 %(gpus)s 的 %(psu)s，其 %(what)s 數量不明，因此未清點其線材</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="106"/>
        <source>PSU length vs case: %(psu)s&apos;s length is unknown</source>
        <translation>電源供應器長度與機殼：%(psu)s 的長度不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="115"/>
        <source>PSU length vs case: %(case)s&apos;s PSU clearance is unknown</source>
        <translation>電源供應器長度與機殼：%(case)s 的電源供應器長度限制不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="124"/>
        <source>CPU power connectors: %(psu)s&apos;s EPS 8-pin count is unknown</source>
        <translation>CPU 電源接頭：%(psu)s 的 EPS 8-pin 數量不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="133"/>
        <source>room for %(n)s PSUs in %(case)s: the catalogue records no count of PSU bays (most cases hold one; a second unit needs a dual-PSU case or a mount outside)</source>
        <translation>%(case)s 能否容納 %(n)s 台電源供應器：目錄未記錄電源供應器槽位數（多數機殼只能裝一台；第二台需要雙電源機殼或裝在機殼外）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="157"/>
        <source>PSU excursion allowance of %(psu)s: its ATX version is unknown, so the GPU spikes were held to its rating (as for ATX 2.x, which allows none)</source>
        <translation>%(psu)s 的瞬間過載容許值：其 ATX 版本不明，因此顯示卡功耗尖峰以其額定功率為上限（比照不容許過載的 ATX 2.x）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="171"/>
        <source>GPU power spikes %(window)s on %(psu)s: no measured figure for %(gpus)s (data/gpu_transients.csv), so their spikes were counted at a floor (steady draw or a longer peak)</source>
        <translation>%(psu)s 上 %(window)s 的顯示卡功耗尖峰：%(gpus)s 沒有實測數據（data/gpu_transients.csv），因此以下限計算（持續功耗或較長時間的峰值）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="187"/>
        <source>GPU power connectors: %(gpu)s&apos;s PCIe/12V-2x6/EPS input counts are unknown, so its cables were not counted</source>
        <translation>顯示卡電源接頭：%(gpu)s 的 PCIe/12V-2x6/EPS 輸入數量不明，因此未清點其線材</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="199"/>
        <source>cooler heat rating vs CPU power: %(cooler)s publishes no rating (only low-profile coolers are bounded)</source>
        <translation>散熱器散熱能力與 CPU 功耗：%(cooler)s 未公布額定值（只有下吹式薄型散熱器有上限）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="210"/>
        <source>whether %(cpu)s ships with a boxed cooler</source>
        <translation>%(cpu)s 是否附原廠散熱器</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="218"/>
        <source>radiator size of %(name)s vs the case&apos;s mounts</source>
        <translation>%(name)s 的水冷排尺寸與機殼安裝位</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="226"/>
        <source>GPU slot spacing and link widths on %(board)s (slot layout unknown; only bounded by its board size and the CPU&apos;s lanes)</source>
        <translation>%(board)s 上的顯示卡插槽間距與通道寬度（插槽配置不明；只以主機板尺寸與 CPU 通道數估算上限）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="238"/>
        <source>GPU slot positions and link widths on %(board)s: its slot list is a best guess, not read from the manual or a review&apos;s slot table; the slot checks used that guess</source>
        <translation>%(board)s 上的顯示卡插槽位置與通道寬度：其插槽清單是推測，並非取自說明書或評測的插槽表；插槽檢查用的就是這份推測</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="251"/>
        <source>riser cable generation/width for %(gpu)s (not given in the build)</source>
        <translation>%(gpu)s 的延長線世代／寬度（配置中未註明）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="264"/>
        <source>the PCIe generation of %(case)s&apos;s own GPU riser cable (not stated): the card&apos;s link through it</source>
        <translation>%(case)s 自帶顯示卡延長線的 PCIe 世代（未註明）：經由它的顯示卡連結</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="279"/>
        <source>memory speed by DIMMs per channel: %(cpu)s&apos;s channel count is unknown</source>
        <translation>依每通道記憶體模組數的記憶體速度：%(cpu)s 的通道數不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="294"/>
        <source>memory speed at two DIMMs per channel on %(socket)s %(kind)s (no vendor figure recorded)</source>
        <translation>%(socket)s %(kind)s 每通道兩條記憶體時的速度（未記錄廠商數據）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="309"/>
        <source>memory speed at two DIMMs per channel on %(socket)s %(kind)s: the figure depends on module rank, unknown for %(kits)s</source>
        <translation>%(socket)s %(kind)s 每通道兩條記憶體時的速度：數值取決於模組的 rank 數，而 %(kits)s 的 rank 數不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="324"/>
        <source>16-pin cable bend room: %(mm)s mm of straight cable from the plug to the panel it faces (no case is picked)</source>
        <translation>16-pin 線材彎折空間：插頭到所朝向面板之間需 %(mm)s mm 直線段（尚未選擇機殼）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="336"/>
        <source>16-pin cable bend room at %(gpu)s (%(mm)s mm of straight cable from the plug, Seasonic&apos;s guidance): %(reason)s</source>
        <translation>%(gpu)s 的 16-pin 線材彎折空間（依 Seasonic 建議，插頭後需 %(mm)s mm 直線段）：%(reason)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="359"/>
        <source>GPU length vs case at %(gpu)s: the card model is not named, so the catalogue card&apos;s %(length)s only stands in for it against %(case)s&apos;s %(limit)s (partner cards of one chip differ in length)</source>
        <translation>%(gpu)s 的顯示卡長度與機殼：未註明顯示卡型號，因此只能以目錄中顯示卡的 %(length)s 代替，與 %(case)s 的 %(limit)s 比較（同一晶片的各廠顯示卡長度不同）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="379"/>
        <source>GPU height vs case: %(gpu)s&apos;s height is unknown; %(case)s takes cards up to %(limit)s tall</source>
        <translation>顯示卡高度與機殼：%(gpu)s 的高度不明；%(case)s 可容納高度至 %(limit)s 的顯示卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="392"/>
        <source>GPU height vs case at %(gpu)s: the card model is not named, so the catalogue card&apos;s %(height)s only stands in for it against %(case)s&apos;s %(limit)s</source>
        <translation>%(gpu)s 的顯示卡高度與機殼：未註明顯示卡型號，因此只能以目錄中顯示卡的 %(height)s 代替，與 %(case)s 的 %(limit)s 比較</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="408"/>
        <source>GPU length vs case: %(case)s&apos;s GPU clearance is unknown</source>
        <translation>顯示卡長度與機殼：%(case)s 的顯示卡長度限制不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="417"/>
        <source>expansion slots: %(case)s&apos;s count is unknown</source>
        <translation>擴充槽：%(case)s 的擴充槽數量不明</translation>
    </message>
</context>
<context>
    <name>FindingsPanel</name>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="35"/>
        <source>%1 error</source>
        <translation>%1 個錯誤</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="35"/>
        <source>%1 errors</source>
        <translation>%1 個錯誤</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="37"/>
        <source>%1 warning</source>
        <translation>%1 個警告</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="38"/>
        <source>%1 warnings</source>
        <translation>%1 個警告</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="40"/>
        <source>%1 note</source>
        <translation>%1 則備註</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="40"/>
        <source>%1 notes</source>
        <translation>%1 則備註</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="148"/>
        <source>Checking the build…</source>
        <translation>正在檢查配置…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="157"/>
        <source>The compatibility check failed: %1</source>
        <translation>相容性檢查失敗：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="161"/>
        <source>The compatibility check is not available in this version.</source>
        <translation>此版本無法使用相容性檢查。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="173"/>
        <source>No problems found.</source>
        <translation>未發現問題。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="183"/>
        <source>%1 things are not checked (hover)</source>
        <translation>有 %1 項未檢查（滑鼠停留可查看）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="191"/>
        <source>Not checked:</source>
        <translation>未檢查：</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="201"/>
        <source>show part</source>
        <translation>顯示零件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="206"/>
        <source>fix: use %1</source>
        <translation>修正：改用 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="233"/>
        <source>To start: double-click a part in the catalogue (or drag it into the build); or open an example build (%1); or let the planner pick the parts for your job and budget (%2).</source>
        <translation>開始方式：在目錄中按兩下零件（或將它拖曳到配置中）；或開啟範例配置（%1）；或讓規劃工具依您的工作與預算挑選零件（%2）。</translation>
    </message>
</context>
<context>
    <name>GpuRigDialog</name>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="55"/>
        <source>Power and risers: %1</source>
        <translation>電源與延長線：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="64"/>
        <source>Units on PSU 1 (feeds the board)</source>
        <translation>接在電源 1 的張數（也供電給主機板）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="73"/>
        <source>Units on PSU %1</source>
        <translation>接在電源 %1 的張數</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="79"/>
        <source>One PSU in the build: raise the PSU line&apos;s quantity, or select another PSU in the catalogue and use Edit ▸ Add as Another PSU, to split the GPUs between PSUs.</source>
        <translation>組態中只有一個電源供應器：提高電源供應器那一列的數量，或在目錄中選取另一個電源供應器並使用「編輯 ▸ 加入為另一個電源供應器」，即可把顯示卡分配給多個電源供應器。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="92"/>
        <source>Units on riser cables</source>
        <translation>裝在延長線上的張數</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="95"/>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="104"/>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="101"/>
        <source>Riser generation</source>
        <translation>延長線 PCIe 世代</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="110"/>
        <source>Riser width</source>
        <translation>延長線寬度</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="112"/>
        <source>Risers start in M.2 slots (M.2-to-PCIe adapters)</source>
        <translation>延長線從 M.2 插槽接出（M.2 轉 PCIe 轉接卡）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="121"/>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="136"/>
        <source>not stated</source>
        <translation>未註明</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="126"/>
        <source>Separate PSU cables that end in each card&apos;s PCIe 6/8-pin plugs; a Y-split or daisy-chained cable feeding two plugs counts once</source>
        <translation>接到每張卡 PCIe 6/8-pin 插頭的獨立電源線材數；供電給兩個插頭的 Y 型分接或菊鍊線只算一條</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="133"/>
        <source>PSU cables per card</source>
        <translation>每張卡的電源線材數</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="141"/>
        <source>Separate 12 V rails of a multi-rail or workstation PSU that feed each card&apos;s cables</source>
        <translation>多路或工作站電源中，供電給每張卡線材的獨立 12 V 輸出組數</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="148"/>
        <source>12 V rails per card</source>
        <translation>每張卡的 12 V 輸出組數</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="150"/>
        <source>Open-frame rig (no case limits for cards on risers)</source>
        <translation>開放式機架（延長線上的卡不受機殼限制）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="163"/>
        <source>Units with water blocks (custom loop)</source>
        <translation>裝水冷頭的張數（自組水冷）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="169"/>
        <source>e.g. 360, 240</source>
        <translation>例如 360, 240</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="171"/>
        <source>The custom loop&apos;s radiator sizes in mm, comma-separated; empty: no custom loop</source>
        <translation>自組水冷迴路的水冷排尺寸（mm），以逗號分隔；留空表示沒有自組水冷</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="177"/>
        <source>Loop radiators (mm)</source>
        <translation>水冷排尺寸（mm）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="178"/>
        <source>The loop also cools the CPU</source>
        <translation>水冷迴路也冷卻 CPU</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="210"/>
        <source>The other PSUs feed %1 units; this line has %2.</source>
        <translation>其他電源供電 %1 張；這一列有 %2 張。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="217"/>
        <source>Loop radiators: %1 is not a size from %2 to %3 mm.</source>
        <translation>水冷排：%1 不是 %2 到 %3 mm 之間的尺寸。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="224"/>
        <source>Water-blocked units need the loop&apos;s radiators (e.g. 360, 240).</source>
        <translation>裝水冷頭的顯示卡需要填寫水冷排尺寸（例如 360, 240）。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="232"/>
        <source>More 12 V rails (%1) than PSU cables (%2): each cable comes from one rail.</source>
        <translation>12 V 輸出組數（%1）多於電源線材數（%2）：每條線材只來自一組輸出。</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="67"/>
        <source>Parts: docyx / PCPartPicker CSV files</source>
        <translation>零件：docyx / PCPartPicker CSV 檔</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="68"/>
        <source>Price overrides: id,price,currency,price_date[,price_source]</source>
        <translation>價格覆寫：id,price,currency,price_date[,price_source]</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="130"/>
        <source>%1: cannot write the user catalogue (%2)</source>
        <translation>%1：無法寫入使用者目錄（%2）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="137"/>
        <source>%1: the import failed (%2)</source>
        <translation>%1：匯入失敗（%2）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="161"/>
        <source>Rows</source>
        <translation>列數</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="161"/>
        <source>Why they were skipped</source>
        <translation>略過原因</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="166"/>
        <source>Copy Summary</source>
        <translation>複製摘要</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="183"/>
        <source>Import cancelled; nothing was written.</source>
        <translation>已取消匯入；未寫入任何資料。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="186"/>
        <source>Imported %1 row into your catalogue (%2).</source>
        <translation>已將 %1 列匯入您的目錄（%2）。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="188"/>
        <source>Imported %1 rows into your catalogue (%2).</source>
        <translation>已將 %1 列匯入您的目錄（%2）。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="192"/>
        <source>No row could be imported; nothing was added.</source>
        <translation>沒有可匯入的資料列；未新增任何項目。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="196"/>
        <source>Rows taken: %1</source>
        <translation>已匯入的列：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="199"/>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="204"/>
        <source>Rows skipped: %1</source>
        <translation>略過的列：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="206"/>
        <source>No row was skipped.</source>
        <translation>沒有略過任何列。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="217"/>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="225"/>
        <source>… and %1 more</source>
        <translation>… 還有 %1 筆</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="251"/>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="460"/>
        <source>Import Parts</source>
        <translation>匯入零件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="259"/>
        <source>Imported parts go into your own catalogue layer, kept apart from the shipped catalogue and marked [user]. From the docyx / PCPartPicker files, graphics cards whose chip the catalogue knows, memory and drives can be taken; CPUs, boards, power supplies, cases and coolers lack the specs the checks need and are listed as skipped with the reason.</source>
        <translation>匯入的零件會放進您自己的目錄層，與內建目錄分開，並標記為 [user]。docyx / PCPartPicker 檔案中，晶片已收錄於目錄的顯示卡、記憶體與儲存裝置可以匯入；處理器、主機板、電源供應器、機殼與散熱器缺少檢查所需的規格，會列為略過並附上原因。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="272"/>
        <source>A CSV file, or a folder of the 8 category files</source>
        <translation>CSV 檔，或包含 8 個類別檔案的資料夾</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="275"/>
        <source>File…</source>
        <translation>檔案…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="277"/>
        <source>Folder…</source>
        <translation>資料夾…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="303"/>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="421"/>
        <source>The date the prices were scraped; it becomes every imported price&apos;s date.</source>
        <translation>價格的擷取日期；會成為每筆匯入價格的日期。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="318"/>
        <source>Import from:</source>
        <translation>匯入來源：</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="319"/>
        <source>Kind:</source>
        <translation>種類：</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="321"/>
        <source>Prices as of:</source>
        <translation>價格日期：</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="338"/>
        <source>Import</source>
        <translation>匯入</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="342"/>
        <source>Import Another…</source>
        <translation>匯入其他檔案…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="375"/>
        <source>Import a CSV file</source>
        <translation>匯入 CSV 檔</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="377"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 檔 (*.csv);;所有檔案 (*)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="385"/>
        <source>Import a folder of PCPartPicker CSV files</source>
        <translation>匯入 PCPartPicker CSV 檔所在的資料夾</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="399"/>
        <source>No such file or folder.</source>
        <translation>找不到此檔案或資料夾。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="405"/>
        <source>Kind not recognised: %1</source>
        <translation>無法辨識種類：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="410"/>
        <source>Detected from the columns; change it if it is wrong.</source>
        <translation>已依欄位判斷；若不正確請更改。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="426"/>
        <source>Each row of a price-override file carries its own price_date.</source>
        <translation>價格覆寫檔的每一列都有自己的 price_date。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="458"/>
        <source>Importing %1…</source>
        <translation>正在匯入 %1…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="459"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="479"/>
        <source>Importing %1: row %2 of %3…</source>
        <translation>正在匯入 %1：第 %2 列，共 %3 列…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="522"/>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="612"/>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="636"/>
        <source>Remove Imported Parts</source>
        <translation>移除匯入的零件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="527"/>
        <source>Part</source>
        <translation>零件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="528"/>
        <source>Category</source>
        <translation>類別</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="529"/>
        <source>Source</source>
        <translation>來源</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="546"/>
        <source>Also forget my %1 price override</source>
        <translation>一併清除我的 %1 筆價格覆寫</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="548"/>
        <source>Also forget my %1 price overrides</source>
        <translation>一併清除我的 %1 筆價格覆寫</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="556"/>
        <source>Your catalogue layer has no parts: %1 and %2 add them.</source>
        <translation>您的目錄層中沒有零件：可用 %1 與 %2 加入。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="614"/>
        <source>Remove %1 part from your catalogue? Builds keep their saved copies.</source>
        <translation>要從您的目錄中移除 %1 個零件嗎？配置會保留已儲存的副本。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="619"/>
        <source>Remove %1 parts from your catalogue? Builds keep their saved copies.</source>
        <translation>要從您的目錄中移除 %1 個零件嗎？配置會保留已儲存的副本。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="563"/>
        <source>Tick All</source>
        <translation>全部勾選</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="568"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
</context>
<context>
    <name>ImportStreetPrices</name>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_street_prices.py" line="69"/>
        <source>Cannot store the quotes: %1</source>
        <translation>無法儲存報價：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_street_prices.py" line="79"/>
        <source>%1
Nothing was changed.</source>
        <translation>%1
未做任何變更。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_street_prices.py" line="98"/>
        <source>Import street prices</source>
        <translation>匯入市售價格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_street_prices.py" line="100"/>
        <source>Price files (*.json *.csv);;SpotWire valuator JSON (*.json);;CSV in prices.csv columns (*.csv)</source>
        <translation>價格檔案 (*.json *.csv);;SpotWire 估價 JSON (*.json);;prices.csv 欄位的 CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_street_prices.py" line="124"/>
        <location filename="../../dlbox/ui/dialogs/import_street_prices.py" line="158"/>
        <source>Import Street Prices</source>
        <translation>匯入市售價格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_street_prices.py" line="132"/>
        <source>Stored %1 dated quote (parts: %2; new: %3, replaced: %4); entries skipped: %5.</source>
        <translation>已儲存 %2 個零件的 %1 筆附日期報價（新增 %3 筆、取代 %4 筆）；略過 %5 筆。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_street_prices.py" line="138"/>
        <source>Stored %1 dated quotes (parts: %2; new: %3, replaced: %4); entries skipped: %5.</source>
        <translation>已儲存 %2 個零件的 %1 筆附日期報價（新增 %3 筆、取代 %4 筆）；略過 %5 筆。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_street_prices.py" line="152"/>
        <source>No usable quote in %1; entries skipped: %2.</source>
        <translation>%1 中沒有可用的報價；略過 %2 筆。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="73"/>
        <source>dlbox build (*.dlbox.json *.json);;All files (*)</source>
        <translation>dlbox 配置 (*.dlbox.json *.json);;所有檔案 (*)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="60"/>
        <location filename="../../dlbox/ui/main_window.py" line="143"/>
        <source>Build</source>
        <translation>配置</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="61"/>
        <location filename="../../dlbox/ui/main_window.py" line="149"/>
        <source>Findings</source>
        <translation>檢查結果</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="62"/>
        <location filename="../../dlbox/ui/main_window.py" line="155"/>
        <source>Charts</source>
        <translation>圖表</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="63"/>
        <location filename="../../dlbox/ui/main_window.py" line="161"/>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/app.py" line="150"/>
        <location filename="../../dlbox/ui/main_window.py" line="203"/>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="229"/>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="231"/>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="206"/>
        <source>Open &amp;Recent</source>
        <translation>最近開啟(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="208"/>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="229"/>
        <source>Open E&amp;xample</source>
        <translation>開啟範例(&amp;X)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="223"/>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="554"/>
        <location filename="../../dlbox/ui/main_window.py" line="242"/>
        <source>&amp;Catalogue</source>
        <translation>目錄(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="250"/>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="258"/>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="337"/>
        <source>Added %1</source>
        <translation>已加入 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="331"/>
        <location filename="../../dlbox/ui/main_window.py" line="353"/>
        <source>Added %1 as another PSU</source>
        <translation>已將 %1 加入為另一個電源供應器</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="440"/>
        <source>Unsaved changes</source>
        <translation>未儲存的變更</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="441"/>
        <source>Save the changes to “%1” before closing it?</source>
        <translation>關閉前要儲存「%1」的變更嗎？</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="471"/>
        <source>Open build</source>
        <translation>開啟配置</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="481"/>
        <source>Cannot open build</source>
        <translation>無法開啟配置</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="499"/>
        <source>Cannot open example</source>
        <translation>無法開啟範例</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="511"/>
        <source>Not in catalogue — using the saved specs: %1</source>
        <translation>不在目錄中 — 使用已儲存的規格：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="518"/>
        <source>Some parts could not be loaded</source>
        <translation>部分零件無法載入</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="536"/>
        <source>Saved specs differ from the catalogue</source>
        <translation>已儲存的規格與目錄不同</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="537"/>
        <source>The catalogue&apos;s entry changed since this build was saved for: %1. The build uses the saved specs.</source>
        <translation>此配置儲存後，目錄中以下零件的資料已變更：%1。此配置會使用已儲存的規格。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="548"/>
        <source>Update to the catalogue version</source>
        <translation>更新為目錄版本</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="553"/>
        <source>Keep the saved specs</source>
        <translation>保留已儲存的規格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="562"/>
        <source>Using the saved specs; the catalogue differs for: %1</source>
        <translation>正在使用已儲存的規格；目錄中以下零件不同：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="597"/>
        <source>Save build as</source>
        <translation>另存配置</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="612"/>
        <source>Cannot save</source>
        <translation>無法儲存</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="617"/>
        <source>Saved %1</source>
        <translation>已儲存 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="627"/>
        <source>Export build</source>
        <translation>匯出配置</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="637"/>
        <source>Cannot export</source>
        <translation>無法匯出</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="640"/>
        <source>Exported %1</source>
        <translation>已匯出 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="814"/>
        <source>Catalogue: %1 parts</source>
        <translation>目錄：%1 個零件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="818"/>
        <source> · %1 rows not loaded (Help ▸ Data Issues)</source>
        <translation> · %1 列未載入（說明 ▸ 資料問題）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="833"/>
        <source>Build: %1 parts, %2</source>
        <translation>配置：%1 個零件，%2</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="844"/>
        <source> + %1 (no rate)</source>
        <translation> + %1（無匯率）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="848"/>
        <source>Check: checking…</source>
        <translation>檢查：檢查中…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="857"/>
        <source>Check: %1, %2</source>
        <translation>檢查：%1，%2</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="861"/>
        <source>Check: no problems</source>
        <translation>檢查：沒有問題</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="966"/>
        <source>Saved %1 to your catalogue</source>
        <translation>已將 %1 儲存到您的目錄</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="979"/>
        <location filename="../../dlbox/ui/main_window.py" line="990"/>
        <source>Every catalogue row loaded.</source>
        <translation>所有目錄資料列都已載入。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="983"/>
        <source>… and %1 more</source>
        <translation>… 還有 %1 筆</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="989"/>
        <location filename="../../dlbox/ui/main_window.py" line="995"/>
        <source>Data issues</source>
        <translation>資料問題</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="999"/>
        <source>%1 rows could not be loaded.</source>
        <translation>有 %1 列無法載入。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="1160"/>
        <source>%1 error</source>
        <translation>%1 個錯誤</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="1160"/>
        <source>%1 errors</source>
        <translation>%1 個錯誤</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="1164"/>
        <source>%1 warning</source>
        <translation>%1 個警告</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="1166"/>
        <source>%1 warnings</source>
        <translation>%1 個警告</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="1057"/>
        <source>The saved layout did not fit this screen; the default layout is back (View ▸ Reset Layout does this any time)</source>
        <translation>儲存的版面配置不適合此螢幕，已恢復預設版面配置（隨時可用「檢視 ▸ 重設版面配置」）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="580"/>
        <source>Update %1 part to the catalogue version</source>
        <translation>將 %1 個零件更新為目錄版本</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="582"/>
        <source>Update %1 parts to the catalogue version</source>
        <translation>將 %1 個零件更新為目錄版本</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="940"/>
        <source>Imported %1 row into your catalogue</source>
        <translation>已將 %1 列匯入您的目錄</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="942"/>
        <source>Imported %1 rows into your catalogue</source>
        <translation>已將 %1 列匯入您的目錄</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="997"/>
        <source>1 row could not be loaded.</source>
        <translation>有 1 列無法載入。</translation>
    </message>
</context>
<context>
    <name>MemoryChart</name>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="33"/>
        <source>weights</source>
        <translation>權重</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="34"/>
        <source>FP32 master</source>
        <translation>FP32 主權重</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="35"/>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="36"/>
        <source>optimizer</source>
        <translation>最佳化器</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="37"/>
        <source>gathered layers, buffers</source>
        <translation>收集的層與緩衝區</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="38"/>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="39"/>
        <source>KV cache</source>
        <translation>KV 快取</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="40"/>
        <source>allocator</source>
        <translation>配置器</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="41"/>
        <source>CUDA context</source>
        <translation>CUDA 環境</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="44"/>
        <source>Fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="45"/>
        <source>Tight</source>
        <translation>很緊</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="46"/>
        <source>Does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="71"/>
        <source>Default checkpointing</source>
        <translation>預設檢查點設定</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="72"/>
        <source>Activation checkpointing: the workload&apos;s default</source>
        <translation>啟動值檢查點：沿用此工作負載的預設設定</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="76"/>
        <source>No checkpointing</source>
        <translation>不使用檢查點</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="77"/>
        <source>No activation checkpointing: every activation kept</source>
        <translation>不使用啟動值檢查點：保留所有啟動值</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="81"/>
        <source>Selective checkpointing</source>
        <translation>選擇性檢查點</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="82"/>
        <source>Selective (torchtitan&apos;s op policy): attention output and every second matrix product kept, the rest recomputed</source>
        <translation>選擇性（torchtitan 的運算子策略）：保留注意力輸出與每隔一個矩陣乘積，其餘重算</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="90"/>
        <source>Full checkpointing</source>
        <translation>完整檢查點</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="91"/>
        <source>Full: each layer keeps its input and is recomputed in the backward</source>
        <translation>完整：每層只保留輸入，反向傳播時整層重算</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="97"/>
        <source>Every 2nd layer</source>
        <translation>每隔一層</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="98"/>
        <source>Every second layer fully checkpointed, the others keep everything</source>
        <translation>每隔一層做完整檢查點，其他層保留全部啟動值</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="104"/>
        <source>Attention core only</source>
        <translation>僅注意力核心</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="105"/>
        <source>Attention core only (Megatron/NeMo selective): frees nothing with FlashAttention</source>
        <translation>僅重算注意力核心（Megatron/NeMo 的 selective）：搭配 FlashAttention 時不省記憶體</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="152"/>
        <source>Activation checkpointing: what the backward pass recomputes instead of keeping. Full keeps only each layer&apos;s input (least memory, about a third more compute); selective keeps the attention output and every second matrix product (most of the saving for a fraction of the recompute). Saved with the build&apos;s job</source>
        <translation>啟動值檢查點：反向傳播時改為重算、不事先保留的部分。完整模式只保留每層的輸入（記憶體最少，運算量約多三分之一）；選擇性模式保留注意力輸出與每隔一個矩陣乘積（省下大部分記憶體，只需少量重算）。會隨配置的工作一起儲存</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="189"/>
        <source>Remedies:</source>
        <translation>解決方法：</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="214"/>
        <source>Undo remedies</source>
        <translation>復原解決方法</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="216"/>
        <source>Back to the workload&apos;s own settings</source>
        <translation>回到工作負載本身的設定</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="285"/>
        <source>Pick a workload to see its GPU memory.</source>
        <translation>選擇工作負載以查看其 GPU 記憶體。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="289"/>
        <source>Memory could not be estimated: %1</source>
        <translation>無法估計記憶體：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="287"/>
        <location filename="../../dlbox/ui/charts/memory.py" line="293"/>
        <source>Add a GPU to see the workload&apos;s memory.</source>
        <translation>加入 GPU 以查看工作負載的記憶體。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="308"/>
        <location filename="../../dlbox/ui/charts/memory.py" line="367"/>
        <source>usable %1 GiB</source>
        <translation>可用 %1 GiB</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="313"/>
        <source>GiB per GPU</source>
        <translation>每張 GPU 的 GiB</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="363"/>
        <source>tight zone ±%1 %</source>
        <translation>很緊區間 ±%1 %</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="373"/>
        <source>Tight: a peak within ±%1 % of the usable memory may or may not fit (the memory estimate&apos;s error on published runs); try it before you buy</source>
        <translation>很緊：峰值落在可用記憶體 ±%1 % 以內時，可能放得下也可能放不下（記憶體估算在已發表執行結果上的誤差）；購買前請先實測</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="385"/>
        <source>%1: %2 of %3 GiB per GPU with %4 streams of %6 tokens (over the usable memory by less than the estimate&apos;s error: it may not fit)</source>
        <translation>%1：%4 個串流、每個 %6 個詞元時，每張 GPU 用 %3 GiB 中的 %2（超出可用記憶體，但未超過估計誤差：可能放不下）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="391"/>
        <source>%1: %2 of %3 GiB per GPU at batch %4 (over the usable memory by less than the estimate&apos;s error: it may not fit)</source>
        <translation>%1：批次 %4 時每張 GPU 用 %3 GiB 中的 %2（超出可用記憶體，但未超過估計誤差：可能放不下）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="399"/>
        <source>%1: %2 of %3 GiB per GPU with %4 streams of %6 tokens (most that may fit: %5)</source>
        <translation>%1：每張 GPU %3 GiB 中用 %2（%4 個串流、各 %6 個詞元；最多可能容納 %5 個）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="404"/>
        <source>%1: %2 of %3 GiB per GPU with %4 streams of %6 tokens (not even 1 stream fits)</source>
        <translation>%1：%4 個串流、每個 %6 個詞元時，每張 GPU 用 %3 GiB 中的 %2（連 1 個串流都放不下）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="410"/>
        <source>%1: %2 of %3 GiB per GPU at batch %4 (largest that may fit: %5)</source>
        <translation>%1：批次 %4 時每張 GPU 用 %3 GiB 中的 %2（可能容納的最大批次：%5）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="414"/>
        <source>%1: %2 of %3 GiB per GPU at batch %4 (not even batch 1 fits)</source>
        <translation>%1：批次 %4 時每張 GPU 用 %3 GiB 中的 %2（連批次 1 都放不下）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="428"/>
        <source>; %1 micro-batches per step: effective batch %2</source>
        <translation>；每步累積 %1 個微批次：有效批次 %2</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="438"/>
        <source>; the peak is the optimizer step (a smaller batch will not lower it)</source>
        <translation>；峰值出現在最佳化器步驟（減小批次無法降低它）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="446"/>
        <source>; %1 GiB offloaded to host RAM</source>
        <translation>；%1 GiB 卸載到主機記憶體</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="455"/>
        <source>; vLLM pool %1 GiB (%2 of the card): %3 sequences of %4 tokens fit</source>
        <translation>；vLLM 記憶體池 %1 GiB（顯示卡的 %2）：可同時容納 %3 個 %4 詞元的序列</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="465"/>
        <source>; %1 GiB of attention scores (llama.cpp without FlashAttention)</source>
        <translation>；注意力分數 %1 GiB（llama.cpp 未啟用 FlashAttention）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="480"/>
        <source>%1 GiB per GPU, %2; speed ×%3 of the run as set, both at batch %4 per GPU</source>
        <translation>每張 GPU %1 GiB，%2；速度為目前設定的 ×%3，兩者皆以每張 GPU 批次 %4 計</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="485"/>
        <source>%1 GiB per GPU, %2; speed ×%3 of the run as set</source>
        <translation>每張 GPU %1 GiB，%2；速度為目前設定的 ×%3</translation>
    </message>
</context>
<context>
    <name>ModelPicker</name>
    <message>
        <location filename="../../dlbox/ui/dialogs/model_picker.py" line="34"/>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/model_picker.py" line="35"/>
        <source>%1 M</source>
        <translation>%1 M</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/model_picker.py" line="46"/>
        <source>Model library</source>
        <translation>模型庫</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/model_picker.py" line="50"/>
        <source>Search models (name or size)…</source>
        <translation>搜尋模型（名稱或大小）…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/model_picker.py" line="55"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/model_picker.py" line="56"/>
        <source>Parameters</source>
        <translation>參數量</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/model_picker.py" line="57"/>
        <source>Active</source>
        <translation>啟用參數</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/model_picker.py" line="58"/>
        <source>Context (tokens)</source>
        <translation>上下文（詞元）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/model_picker.py" line="65"/>
        <source>The model&apos;s context window, in tokens</source>
        <translation>模型的上下文視窗長度，以詞元計</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/model_picker.py" line="62"/>
        <source>Mixture of experts: the weights one token runs through</source>
        <translation>混合專家模型：每個詞元實際經過的權重</translation>
    </message>
</context>
<context>
    <name>Money</name>
    <message>
        <location filename="../../dlbox/ui/money.py" line="100"/>
        <source>your rate %1</source>
        <translation>您的匯率 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/money.py" line="112"/>
        <source>no rate</source>
        <translation>無匯率</translation>
    </message>
</context>
<context>
    <name>Plan</name>
    <message>
        <location filename="../../dlbox/core/plan/jobs.py" line="68"/>
        <source>%(id)s: %(units)s %(unit)s (dataset × epochs)</source>
        <translation>%(id)s：%(units)s %(unit)s（資料集 × 訓練輪數）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/jobs.py" line="74"/>
        <source>%(id)s: no dataset size given, so one job = 1 h of its work on %(reference)s (%(units)s %(unit)s); give --dataset/--epochs for a real job</source>
        <translation>%(id)s：未指定資料集大小，因此一次工作 = 在 %(reference)s 上執行 1 小時的量（%(units)s %(unit)s）；請用 --dataset/--epochs 指定實際的工作</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/jobs.py" line="88"/>
        <source>images</source>
        <translation>張圖片</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/jobs.py" line="89"/>
        <source>sequences</source>
        <translation>個序列</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/jobs.py" line="90"/>
        <source>tokens</source>
        <translation>個詞元</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/jobs.py" line="91"/>
        <source>samples</source>
        <translation>個樣本</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/stack.py" line="54"/>
        <source>not CUDA: QLoRA&apos;s 4-bit kernels (bitsandbytes) support AMD ROCm only from bitsandbytes 0.50 and many fine-tuning tools still assume CUDA, so builds without NVIDIA cards rank after the NVIDIA builds</source>
        <translation>非 CUDA：QLoRA 的 4 位元核心函式（bitsandbytes）要到 bitsandbytes 0.50 才支援 AMD ROCm，且許多微調工具仍預設使用 CUDA，因此沒有 NVIDIA 顯示卡的組裝排在 NVIDIA 組裝之後</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/stack.py" line="68"/>
        <source>uncalibrated speed: the estimator&apos;s efficiencies are fitted on NVIDIA runs only and no AMD run calibrates this card&apos;s estimate (its peaks are scaled to published micro-benchmarks, which do not cover ROCm&apos;s convolution and attention kernels), so AMD builds rank after the builds whose speed the fit covers</source>
        <translation>速度未校準：估算器的效率僅以 NVIDIA 的實測擬合，沒有任何 AMD 實測校準此卡的估算（其峰值已依公開的微基準測試縮放，但那些測試不涵蓋 ROCm 的卷積與注意力核心函式），因此 AMD 組態排在速度已由擬合涵蓋的組態之後</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="32"/>
        <source>%(a)s; %(b)s</source>
        <translation>%(a)s；%(b)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="37"/>
        <source>%(a)s %(b)s</source>
        <translation>%(a)s%(b)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="46"/>
        <source>%(h)s h (%(d)s days)</source>
        <translation>%(h)s 小時（%(d)s 天）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="51"/>
        <source>%(m)s min</source>
        <translation>%(m)s 分鐘</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="52"/>
        <location filename="../../dlbox/core/plan/text.py" line="60"/>
        <source>%(h)s h</source>
        <translation>%(h)s 小時</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="65"/>
        <source>%(label)s, used</source>
        <translation>%(label)s，二手</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="72"/>
        <source>used</source>
        <translation>二手</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="74"/>
        <source>new</source>
        <translation>全新</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="79"/>
        <source>no date</source>
        <translation>無日期</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="82"/>
        <source>source not given</source>
        <translation>未註明來源</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="92"/>
        <source>GPU price: %(condition)s, %(market)s, %(date)s (older than %(days)s days), %(source)s</source>
        <translation>顯示卡價格：%(condition)s，%(market)s，%(date)s（超過 %(days)s 天），%(source)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="101"/>
        <source>GPU price: %(condition)s, %(market)s, %(date)s, %(source)s</source>
        <translation>顯示卡價格：%(condition)s，%(market)s，%(date)s，%(source)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="107"/>
        <source>lowest total cost over the horizon</source>
        <translation>期間內總成本最低</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="108"/>
        <source>fastest job within the budget</source>
        <translation>預算內工作最快</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="109"/>
        <source>lowest cost per job</source>
        <translation>每次工作成本最低</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="114"/>
        <source>on-demand</source>
        <translation>隨需</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="115"/>
        <source>spot</source>
        <translation>競價型</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="116"/>
        <source>preemptible</source>
        <translation>可搶占</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="117"/>
        <source>1-year reserved</source>
        <translation>1 年預留</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="118"/>
        <source>3-year reserved</source>
        <translation>3 年預留</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="119"/>
        <source>1-year committed</source>
        <translation>1 年承諾</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="120"/>
        <source>3-year committed</source>
        <translation>3 年承諾</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="121"/>
        <source>sustained use</source>
        <translation>持續使用折扣</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="122"/>
        <source>monthly</source>
        <translation>月租</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="123"/>
        <source>free</source>
        <translation>免費</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="124"/>
        <source>1-year savings plan</source>
        <translation>1 年節省計畫</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="125"/>
        <source>3-year savings plan</source>
        <translation>3 年節省計畫</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="126"/>
        <source>capacity block</source>
        <translation>容量區塊</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="29"/>
        <source>%(n)s months</source>
        <translation>%(n)s 個月</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="34"/>
        <source>owning costs %(total)s over %(months)s (%(per_job)s a job, %(hours)s h a month rented as bursts)</source>
        <translation>自購在 %(months)s內花費 %(total)s（每次工作 %(per_job)s，每月 %(hours)s 小時以雲端租用補足尖峰）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="46"/>
        <source>owning costs %(total)s over %(months)s (%(per_job)s a job)</source>
        <translation>自購在 %(months)s內花費 %(total)s（每次工作 %(per_job)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="53"/>
        <source>%(own)s, less than renting it all on %(offer)s (%(rent)s)</source>
        <translation>%(own)s，比全部租用 %(offer)s（%(rent)s）便宜</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="55"/>
        <source>%(own)s, more than renting it all on %(offer)s (%(rent)s)</source>
        <translation>%(own)s，比全部租用 %(offer)s（%(rent)s）貴</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="71"/>
        <source>#%(rank)s for %(goal)s: %(label)s, %(price)s (budget %(budget)s), a job in %(hours)s</source>
        <translation>「%(goal)s」第 %(rank)s 名：%(label)s，%(price)s（預算 %(budget)s），一次工作 %(hours)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="86"/>
        <source>the best on this objective among builds no other beats on both price and speed</source>
        <translation>在價格與速度都不被其他組裝同時勝過的組裝中，此目標下最佳</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="97"/>
        <source>%(pct)s %% faster than #1 (%(hours)s) for %(extra)s more</source>
        <translation>比第 1 名（%(hours)s）快 %(pct)s %%，多花 %(extra)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="108"/>
        <source>%(saving)s cheaper than #1, slower</source>
        <translation>比第 1 名便宜 %(saving)s，但較慢</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="115"/>
        <source>an alternative: another build is both cheaper and faster</source>
        <translation>備選：另有組裝更便宜也更快</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="125"/>
        <source>%(watts)s W at the wall at full load</source>
        <translation>滿載時市電端 %(watts)s W</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="132"/>
        <source>%(n)s warning to read in the check</source>
        <translation>檢查中有 %(n)s 個警告待閱讀</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="134"/>
        <source>%(n)s warnings to read in the check</source>
        <translation>檢查中有 %(n)s 個警告待閱讀</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="257"/>
        <source>demand: %(jobs)s job a month; a box too slow for that is kept busy and the rest is rented</source>
        <translation>需求：每月 %(jobs)s 次工作；機器太慢時會滿載運轉，其餘改以雲端租用</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="263"/>
        <source>demand: %(jobs)s jobs a month; a box too slow for that is kept busy and the rest is rented</source>
        <translation>需求：每月 %(jobs)s 次工作；機器太慢時會滿載運轉，其餘改以雲端租用</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="304"/>
        <source>%(n)s build ranked after the others: %(why)s</source>
        <translation>%(n)s 個組裝排在其他組裝之後：%(why)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="306"/>
        <source>%(n)s builds ranked after the others: %(why)s</source>
        <translation>%(n)s 個組裝排在其他組裝之後：%(why)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="139"/>
        <source>%(head)s; %(reasons)s.</source>
        <translation>%(head)s；%(reasons)s。</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="149"/>
        <source>Next budget step: %(price)s (+%(extra)s) buys %(label)s: a job in %(hours)s instead of %(best_hours)s (%(times)s× faster).</source>
        <translation>下一個預算級距：%(price)s（+%(extra)s）可買 %(label)s：一次工作 %(hours)s，而非 %(best_hours)s（快 %(times)s×）。</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="168"/>
        <source>; the cloud would charge %(cost)s a job (%(hours)s) on %(offer)s</source>
        <translation>；雲端在 %(offer)s 上每次工作收費 %(cost)s（%(hours)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="176"/>
        <source>; no cloud offer in the data runs it either</source>
        <translation>；資料中也沒有能執行它的雲端方案</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="182"/>
        <source>%(workloads)s does not fit in the memory of any priced GPU in the catalogue, 1 to %(max)s at a time, with these settings (try ZeRO-3 --zero 3, an adapter --adapter lora or qlora, or --checkpointing)%(rent)s.</source>
        <translation>以目前設定，%(workloads)s 放不進目錄中任何有價格的顯示卡記憶體（一次 1 到 %(max)s 張）（可試 ZeRO-3 --zero 3、轉接器 --adapter lora 或 qlora，或 --checkpointing）%(rent)s。</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="194"/>
        <source>No complete build from the catalogue runs %(workloads)s within the site&apos;s limits (%(volts)s V / %(amps)s A)%(rent)s.</source>
        <translation>目錄中沒有完整組裝能在場地限制（%(volts)s V / %(amps)s A）內執行 %(workloads)s%(rent)s。</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="205"/>
        <source>Nothing fits a budget of %(budget)s: the cheapest build that works is %(label)s at %(price)s (a job in %(hours)s)%(rent)s.</source>
        <translation>%(budget)s 的預算內沒有可行組裝：最便宜的可行組裝是 %(label)s，%(price)s（一次工作 %(hours)s）%(rent)s。</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="240"/>
        <source>job: %(job)s</source>
        <translation>工作：%(job)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="245"/>
        <source>demand: the box trains %(share)s of the time (%(hours)s h a month); jobs per month follow from its speed</source>
        <translation>需求：這台機器有 %(share)s 的時間在訓練（每月 %(hours)s 小時）；每月工作次數由其速度決定</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="291"/>
        <source>Note: %(note)s.</source>
        <translation>注意：%(note)s。</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="324"/>
        <source>+%(extra)s buys %(label)s (a job in %(hours)s).</source>
        <translation>多花 %(extra)s 可買 %(label)s（一次工作 %(hours)s）。</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="341"/>
        <source>No dearer build in the catalogue runs the job faster.</source>
        <translation>目錄中沒有更貴且更快完成此工作的組裝。</translation>
    </message>
</context>
<context>
    <name>PlanDialog</name>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="59"/>
        <source>Lowest cost per job</source>
        <translation>每次工作成本最低</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="60"/>
        <source>Fastest job within the budget</source>
        <translation>預算內工作最快</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="61"/>
        <source>Lowest total cost over the horizon</source>
        <translation>期間內總成本最低</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="64"/>
        <source>Share of time training (%)</source>
        <translation>訓練時間比例 (%)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="65"/>
        <source>Training hours a month</source>
        <translation>每月訓練時數</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="66"/>
        <source>Jobs a month</source>
        <translation>每月工作次數</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="69"/>
        <source>Any enclosed case</source>
        <translation>任何封閉機殼</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="70"/>
        <source>Small form factor only</source>
        <translation>僅限小型機殼</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="71"/>
        <source>Up to a mid tower</source>
        <translation>最大到中塔</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="72"/>
        <source>Up to a full tower</source>
        <translation>最大到全塔</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="103"/>
        <source>Plan a build</source>
        <translation>規劃組裝</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="166"/>
        <source> months</source>
        <translation> 個月</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="178"/>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="226"/>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="230"/>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="240"/>
        <source>default</source>
        <translation>預設</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="197"/>
        <source>Open frame allowed</source>
        <translation>允許開放式機架</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="212"/>
        <source>any region</source>
        <translation>任何區域</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="250"/>
        <source>Plan</source>
        <translation>規劃</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="257"/>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="294"/>
        <source>Job</source>
        <translation>工作</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="258"/>
        <source>Budget</source>
        <translation>預算</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="259"/>
        <source>Objective</source>
        <translation>目標</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="260"/>
        <source>Horizon</source>
        <translation>期間</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="262"/>
        <source>Electricity / kWh</source>
        <translation>電價 / kWh</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="263"/>
        <source>Wall circuit</source>
        <translation>插座迴路</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="264"/>
        <source>Case</source>
        <translation>機殼</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="267"/>
        <source>Cloud region</source>
        <translation>雲端區域</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="270"/>
        <source>Builds listed</source>
        <translation>列出組裝數</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="281"/>
        <source>Pick the job, the budget and the site, then Plan.</source>
        <translation>選擇工作、預算與場地，然後按「規劃」。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="291"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="292"/>
        <source>Build</source>
        <translation>組裝</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="293"/>
        <source>Price</source>
        <translation>價格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="295"/>
        <source>Wall W</source>
        <translation>插座瓦數</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="296"/>
        <source>Total</source>
        <translation>總計</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="297"/>
        <source>Per job</source>
        <translation>每次工作</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="309"/>
        <source>Open in editor</source>
        <translation>在編輯器中開啟</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_chart.py" line="39"/>
        <location filename="../../dlbox/ui/dialogs/plan_chart.py" line="108"/>
        <source>parts price</source>
        <translation>零件價格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_chart.py" line="40"/>
        <location filename="../../dlbox/ui/dialogs/plan_chart.py" line="106"/>
        <source>job hours</source>
        <translation>工作時數</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_chart.py" line="41"/>
        <source>Price vs job time (front in colour)</source>
        <translation>價格與工作時間（彩色為最佳前緣）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_chart.py" line="59"/>
        <source>Press Plan: every build within the budget appears here, its parts price against its job time</source>
        <translation>按「規劃」：預算內的每個組裝都會出現在這裡，以零件價格對照工作時間</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_chart.py" line="104"/>
        <source>job hours (log scale)</source>
        <translation>工作時數（對數刻度）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="323"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="415"/>
        <source>Tick at least one job to plan for.</source>
        <translation>請至少勾選一項要規劃的工作。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="423"/>
        <source>No current cloud offer in a region matching “{region}”.</source>
        <translation>沒有區域符合「{region}」的現行雲端方案。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="478"/>
        <source>Cloud: {cost} a job on {offer}.</source>
        <translation>雲端：在 {offer} 上每次工作 {cost}。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="487"/>
        <source>{n} build checked clean within {budget}. </source>
        <translation>{n} 個組裝在 {budget} 內通過檢查。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="489"/>
        <source>{n} builds checked clean within {budget}. </source>
        <translation>{n} 個組裝在 {budget} 內通過檢查。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="515"/>
        <source>Parts:</source>
        <translation>零件：</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="268"/>
        <source>Precision, adapter</source>
        <translation>精度、轉接器</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="269"/>
        <source>ZeRO, epochs</source>
        <translation>ZeRO、訓練輪數</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="241"/>
        <source>Precision (default: the workload&apos;s)</source>
        <translation>精度（預設：工作負載的設定）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="48"/>
        <source>US East</source>
        <translation>美國東部</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="49"/>
        <source>US West</source>
        <translation>美國西部</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="50"/>
        <source>Europe</source>
        <translation>歐洲</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="51"/>
        <source>Asia</source>
        <translation>亞洲</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="52"/>
        <source>Japan</source>
        <translation>日本</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="53"/>
        <source>Tokyo</source>
        <translation>東京</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="54"/>
        <source>Korea</source>
        <translation>韓國</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="55"/>
        <source>Seoul</source>
        <translation>首爾</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="56"/>
        <source>Taiwan</source>
        <translation>台灣</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="201"/>
        <source>Include used cards</source>
        <translation>包含二手顯示卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="204"/>
        <source>Also plan with used prices (resale listings): each card&apos;s used price is an option of its own beside its new price. Off: new prices only.</source>
        <translation>也以二手價格（轉售刊登）規劃：每張卡的二手價格與其全新價格並列，各自為一個選項。關閉時：只用全新價格。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="242"/>
        <source>Adapter (default: the workload&apos;s)</source>
        <translation>轉接器（預設：工作負載的設定）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="243"/>
        <source>Epochs (default: the workload&apos;s)</source>
        <translation>訓練輪數（預設：工作負載的設定）</translation>
    </message>
</context>
<context>
    <name>PowerGauge</name>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="73"/>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="120"/>
        <source>Power: checking…</source>
        <translation>功耗：檢查中…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="75"/>
        <source>Power: the compatibility check is not available yet.</source>
        <translation>功耗：尚無法使用相容性檢查。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="77"/>
        <source>Sustained load ≈ %1 W (GPUs at board power + CPU PL2/PPT + rest)</source>
        <translation>持續負載 ≈ %1 W（顯示卡功耗 + 處理器 PL2/PPT + 其他）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="83"/>
        <source>Transient peaks ≈ %1 W (sub-millisecond GPU spikes)</source>
        <translation>瞬間峰值 ≈ %1 W（顯示卡次毫秒級突波）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="89"/>
        <source>PSU rating %1 W — load is %2% of it</source>
        <translation>電源額定 %1 W — 負載佔 %2%</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="94"/>
        <source>No power supply in the build yet.</source>
        <translation>配置中還沒有電源供應器。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="97"/>
        <source>Recommended PSU ≥ %1 W</source>
        <translation>建議電源 ≥ %1 W</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="122"/>
        <source>Power: not checked</source>
        <translation>功耗：未檢查</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="126"/>
        <source>Sustained load %1 W</source>
        <translation>持續負載 %1 W</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="129"/>
        <source>PSU %1 W</source>
        <translation>電源 %1 W</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="131"/>
        <source>no PSU</source>
        <translation>無電源</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="136"/>
        <source>recommended PSU ≥ %1 W</source>
        <translation>建議電源 ≥ %1 W</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="147"/>
        <source>Transient peaks %1 W (millisecond spikes, not sustained)</source>
        <translation>瞬間峰值 %1 W（毫秒級突波，並非持續負載）</translation>
    </message>
</context>
<context>
    <name>Precision</name>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="261"/>
        <source>Single precision (FP32)</source>
        <translation>單精度 (FP32)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="262"/>
        <source>Tensor-core FP32 (TF32)</source>
        <translation>張量核心 FP32 (TF32)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="263"/>
        <source>Mixed precision (AMP)</source>
        <translation>混合精度 (AMP)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="264"/>
        <source>Half precision (FP16)</source>
        <translation>半精度 (FP16)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="265"/>
        <source>BF16 mixed precision</source>
        <translation>BF16 混合精度</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="266"/>
        <source>8-bit floating point (FP8)</source>
        <translation>8 位元浮點數 (FP8)</translation>
    </message>
</context>
<context>
    <name>PriceBasis</name>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="26"/>
        <source>source not given</source>
        <translation>未註明來源</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="39"/>
        <source>GPU %1 (your price)</source>
        <translation>顯示卡 %1（你的價格）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="40"/>
        <source>no date</source>
        <translation>無日期</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="43"/>
        <source>GPU %1 used, %2, %3</source>
        <translation>顯示卡 %1 二手，%2，%3</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="45"/>
        <source>GPU %1, %2, %3</source>
        <translation>顯示卡 %1，%2，%3</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="81"/>
        <location filename="../../dlbox/ui/price_basis.py" line="143"/>
        <source>%1 older than %2 days</source>
        <translation>%1 項超過 %2 天</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="87"/>
        <location filename="../../dlbox/ui/price_basis.py" line="157"/>
        <source>%1 at your own price</source>
        <translation>%1 項使用自訂價格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="93"/>
        <location filename="../../dlbox/ui/price_basis.py" line="151"/>
        <source>%1 not street prices (%2)</source>
        <translation>%1 項非市售價格（%2）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="98"/>
        <source>prices: %1</source>
        <translation>價格：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="104"/>
        <source>street prices of %1</source>
        <translation>%1 的市售價格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="106"/>
        <source>prices of %1 (%2 among them)</source>
        <translation>%1 的價格（其中含%2）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="115"/>
        <source>%1 older than %2 days (orange in Build): check today&apos;s price</source>
        <translation>%1 項價格超過 %2 天（配置中以橘色標示）：請查詢目前價格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="121"/>
        <source>%1 at your own price (Edit ▸ Set Line Price…)</source>
        <translation>%1 項使用你自訂的價格（編輯 ▸ 設定此項價格…）</translation>
    </message>
</context>
<context>
    <name>PriceDialog</name>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="53"/>
        <source>Price of %1</source>
        <translation>%1 的價格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="75"/>
        <source>Where it comes from: shop, quote number, used market…</source>
        <translation>價格來源:店家、報價單號、二手市場…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="79"/>
        <source>Optional: used, incl. tax, …</source>
        <translation>選填:二手、含稅…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="101"/>
        <source>Unit price</source>
        <translation>單價</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="102"/>
        <source>Currency</source>
        <translation>幣別</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="103"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="104"/>
        <source>Source</source>
        <translation>來源</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="105"/>
        <source>Note</source>
        <translation>備註</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="111"/>
        <source>Use the Catalogue Price</source>
        <translation>改用目錄價格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="155"/>
        <source>Currency: expected a 3-letter ISO code such as TWD.</source>
        <translation>幣別:需為 3 個字母的 ISO 代碼,例如 TWD。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="157"/>
        <source>Source: say where the price comes from (at least 3 characters).</source>
        <translation>來源:請說明價格出處(至少 3 個字元)。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="180"/>
        <source>The catalogue has no price for this part.</source>
        <translation>目錄中沒有此零件的價格。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="182"/>
        <source>Catalogue price: %1 %2 on %3 (%4)</source>
        <translation>目錄價格：%1 %2，%3（%4）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="185"/>
        <source>unknown date</source>
        <translation>日期不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="186"/>
        <source>source not given</source>
        <translation>未註明來源</translation>
    </message>
</context>
<context>
    <name>PriceWords</name>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="26"/>
        <source>list</source>
        <translation>定價</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="27"/>
        <source>reseller</source>
        <translation>經銷商報價</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="31"/>
        <source>List price: what the seller publishes, not a street listing; buyers often pay less</source>
        <translation>定價：賣家公告的價格，並非市場實際售價；買家實付常較低</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="35"/>
        <source>Reseller quote: what a reseller asks for the card (datacentre cards are sold so), not a street listing</source>
        <translation>經銷商報價：經銷商對這張卡的開價（資料中心顯示卡多以此方式販售），並非市場實際售價</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="41"/>
        <source>At least this much: the source gives only a lower bound, not the price</source>
        <translation>至少此金額：來源只給出下限，而非實際價格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="93"/>
        <source>not listed</source>
        <translation>未列出</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="94"/>
        <source>none found</source>
        <translation>查無價格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="98"/>
        <source>Not listed at %1 on %2</source>
        <translation>%2 的 %1 未列出</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="99"/>
        <source>No price found in %1 (searched %2)</source>
        <translation>在%1找不到價格（%2 查詢）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="101"/>
        <source>the US</source>
        <translation>美國</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="102"/>
        <source>Taiwan</source>
        <translation>台灣</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="103"/>
        <source>Korea</source>
        <translation>韓國</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="104"/>
        <source>China</source>
        <translation>中國</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="169"/>
        <source> + %1 part without a price</source>
        <translation> + %1 個零件沒有價格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="171"/>
        <source> + %1 parts without a price</source>
        <translation> + %1 個零件沒有價格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="181"/>
        <source>no price for %1: left out of the capital, so owning looks cheaper</source>
        <translation>%1 沒有價格：未計入購置成本，因此自購看起來比實際便宜</translation>
    </message>
</context>
<context>
    <name>Pricing</name>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="115"/>
        <source>on-demand</source>
        <translation>隨需</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="116"/>
        <source>spot</source>
        <translation>競價型</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="117"/>
        <source>preemptible</source>
        <translation>可搶佔</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="118"/>
        <source>1-year reserved</source>
        <translation>1 年預留</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="119"/>
        <source>3-year reserved</source>
        <translation>3 年預留</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="120"/>
        <source>1-year committed</source>
        <translation>1 年承諾使用</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="121"/>
        <source>3-year committed</source>
        <translation>3 年承諾使用</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="122"/>
        <source>sustained use</source>
        <translation>持續使用折扣</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="123"/>
        <source>monthly</source>
        <translation>月費</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="124"/>
        <source>free</source>
        <translation>免費</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="125"/>
        <source>1-year savings plan</source>
        <translation>1 年節省計劃</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="126"/>
        <source>3-year savings plan</source>
        <translation>3 年節省計劃</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="127"/>
        <source>capacity block</source>
        <translation>容量區塊</translation>
    </message>
</context>
<context>
    <name>RefreshPrices</name>
    <message>
        <location filename="../../dlbox/ui/dialogs/refresh_prices.py" line="87"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/refresh_prices.py" line="49"/>
        <source>%1
The refresh stopped; nothing was changed.</source>
        <translation>%1
更新已停止，沒有任何變更。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/refresh_prices.py" line="46"/>
        <source>Cancelled; nothing was changed.</source>
        <translation>已取消，沒有任何變更。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/refresh_prices.py" line="109"/>
        <source>File %1 of %2: %3</source>
        <translation>檔案 %1/%2：%3</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/refresh_prices.py" line="72"/>
        <source>Folder with saved price files (aws/, azure/, gcp/, …)</source>
        <translation>存放價格檔案的資料夾（aws/、azure/、gcp/…）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/refresh_prices.py" line="86"/>
        <source>Reading price files…</source>
        <translation>正在讀取價格檔案…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/refresh_prices.py" line="88"/>
        <location filename="../../dlbox/ui/dialogs/refresh_prices.py" line="127"/>
        <location filename="../../dlbox/ui/dialogs/refresh_prices.py" line="146"/>
        <source>Refresh Cloud Prices</source>
        <translation>更新雲端價格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/refresh_prices.py" line="138"/>
        <source>Stored %1 prices (%2); %3 rows skipped.</source>
        <translation>已儲存 %1 筆價格（%2），略過 %3 列。</translation>
    </message>
</context>
<context>
    <name>Regions</name>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="291"/>
        <source>N. Virginia</source>
        <translation>北維吉尼亞</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="292"/>
        <source>Ohio</source>
        <translation>俄亥俄</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="293"/>
        <source>N. California</source>
        <translation>北加州</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="294"/>
        <source>Oregon</source>
        <translation>奧勒岡</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="295"/>
        <source>Cape Town</source>
        <translation>開普敦</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="296"/>
        <source>Hong Kong</source>
        <translation>香港</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="297"/>
        <source>Taipei</source>
        <translation>台北</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="298"/>
        <source>Tokyo</source>
        <translation>東京</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="299"/>
        <source>Seoul</source>
        <translation>首爾</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="300"/>
        <source>Osaka</source>
        <translation>大阪</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="301"/>
        <source>Mumbai</source>
        <translation>孟買</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="302"/>
        <source>Hyderabad</source>
        <translation>海德拉巴</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="303"/>
        <source>Singapore</source>
        <translation>新加坡</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="304"/>
        <source>Sydney</source>
        <translation>雪梨</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="305"/>
        <source>Jakarta</source>
        <translation>雅加達</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="306"/>
        <source>Melbourne</source>
        <translation>墨爾本</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="307"/>
        <source>Malaysia</source>
        <translation>馬來西亞</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="308"/>
        <source>Thailand</source>
        <translation>泰國</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="309"/>
        <source>Calgary</source>
        <translation>卡加利</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="310"/>
        <source>Frankfurt</source>
        <translation>法蘭克福</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="311"/>
        <source>Zurich</source>
        <translation>蘇黎世</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="312"/>
        <source>Ireland</source>
        <translation>愛爾蘭</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="313"/>
        <source>London</source>
        <translation>倫敦</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="314"/>
        <source>Paris</source>
        <translation>巴黎</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="315"/>
        <source>Milan</source>
        <translation>米蘭</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="316"/>
        <source>Spain</source>
        <translation>西班牙</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="317"/>
        <source>Stockholm</source>
        <translation>斯德哥爾摩</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="318"/>
        <source>Tel Aviv</source>
        <translation>特拉維夫</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="319"/>
        <source>Bahrain</source>
        <translation>巴林</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="320"/>
        <source>UAE</source>
        <translation>阿聯</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="321"/>
        <source>Sao Paulo</source>
        <translation>聖保羅</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="322"/>
        <source>Taiwan</source>
        <translation>台灣</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="323"/>
        <source>Delhi</source>
        <translation>德里</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="324"/>
        <source>Iowa</source>
        <translation>愛荷華</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="325"/>
        <source>Busan</source>
        <translation>釜山</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="326"/>
        <source>Pune</source>
        <translation>浦那</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="327"/>
        <source>South Carolina</source>
        <translation>南卡羅來納</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="328"/>
        <source>Columbus</source>
        <translation>哥倫布</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="329"/>
        <source>Dallas</source>
        <translation>達拉斯</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="330"/>
        <source>Los Angeles</source>
        <translation>洛杉磯</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="331"/>
        <source>Salt Lake City</source>
        <translation>鹽湖城</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="332"/>
        <source>Las Vegas</source>
        <translation>拉斯維加斯</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="333"/>
        <source>Montreal</source>
        <translation>蒙特婁</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="334"/>
        <source>Toronto</source>
        <translation>多倫多</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="335"/>
        <source>Santiago</source>
        <translation>聖地牙哥</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="336"/>
        <source>Warsaw</source>
        <translation>華沙</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="337"/>
        <source>Finland</source>
        <translation>芬蘭</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="338"/>
        <source>Madrid</source>
        <translation>馬德里</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="339"/>
        <source>Belgium</source>
        <translation>比利時</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="340"/>
        <source>Netherlands</source>
        <translation>荷蘭</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="341"/>
        <source>Berlin</source>
        <translation>柏林</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="342"/>
        <source>Turin</source>
        <translation>杜林</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="343"/>
        <source>Doha</source>
        <translation>杜哈</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="344"/>
        <source>Dammam</source>
        <translation>達曼</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="345"/>
        <source>Johannesburg</source>
        <translation>約翰尼斯堡</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="346"/>
        <source>Virginia</source>
        <translation>維吉尼亞</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="347"/>
        <source>Illinois</source>
        <translation>伊利諾</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="348"/>
        <source>Texas</source>
        <translation>德州</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="349"/>
        <source>Wyoming</source>
        <translation>懷俄明</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="350"/>
        <source>California</source>
        <translation>加州</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="351"/>
        <source>Washington</source>
        <translation>華盛頓州</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="352"/>
        <source>Phoenix</source>
        <translation>鳳凰城</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="353"/>
        <source>Quebec</source>
        <translation>魁北克</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="354"/>
        <source>Queretaro</source>
        <translation>克雷塔羅</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="355"/>
        <source>Cardiff</source>
        <translation>卡地夫</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="356"/>
        <source>Gavle</source>
        <translation>耶夫勒</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="357"/>
        <source>Norway</source>
        <translation>挪威</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="358"/>
        <source>Geneva</source>
        <translation>日內瓦</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="359"/>
        <source>Israel</source>
        <translation>以色列</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="360"/>
        <source>Dubai</source>
        <translation>杜拜</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="361"/>
        <source>Abu Dhabi</source>
        <translation>阿布達比</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="362"/>
        <source>Chennai</source>
        <translation>清奈</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="363"/>
        <source>Nagpur</source>
        <translation>那格浦爾</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="364"/>
        <source>Jamnagar</source>
        <translation>賈姆訥格爾</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="365"/>
        <source>Kuala Lumpur</source>
        <translation>吉隆坡</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="366"/>
        <source>Canberra</source>
        <translation>坎培拉</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="367"/>
        <source>Victoria</source>
        <translation>維多利亞州</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="368"/>
        <source>Canada Central</source>
        <translation>加拿大中部</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="369"/>
        <source>Mexico Central</source>
        <translation>墨西哥中部</translation>
    </message>
</context>
<context>
    <name>Remedies</name>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="23"/>
        <source>activation checkpointing</source>
        <translation>啟動值檢查點（重算啟動值）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="25"/>
        <source>batch 1 per GPU</source>
        <translation>每張 GPU 批次 1</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="57"/>
        <source>batch %(n)s per GPU</source>
        <translation>每張 GPU 批次 %(n)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="26"/>
        <source>8-bit optimizer</source>
        <translation>8 位元最佳化器</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="24"/>
        <source>selective activation checkpointing</source>
        <translation>選擇性啟動值檢查點（只重算部分啟動值）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="27"/>
        <source>paged 8-bit optimizer, stepped in backward</source>
        <translation>分頁式 8 位元最佳化器（於反向傳播中更新）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="28"/>
        <source>LoRA adapters</source>
        <translation>LoRA 轉接層</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="29"/>
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA（4 位元基底模型）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="30"/>
        <source>optimizer offload to CPU RAM</source>
        <translation>最佳化器卸載到 CPU 記憶體</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="31"/>
        <source>weights and optimizer offload to CPU RAM</source>
        <translation>權重與最佳化器卸載到 CPU 記憶體</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="32"/>
        <source>a GPU with more memory</source>
        <translation>記憶體更大的 GPU</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="33"/>
        <source>fused AdamW</source>
        <translation>融合式 AdamW</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="34"/>
        <source>8-bit KV cache</source>
        <translation>8 位元 KV 快取</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="35"/>
        <source>8-bit KV cache and 8-bit weights</source>
        <translation>8 位元 KV 快取與 8 位元權重</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="36"/>
        <source>1 concurrent stream</source>
        <translation>同時 1 個串流</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="37"/>
        <source>1 concurrent stream with 8-bit KV cache</source>
        <translation>同時 1 個串流，使用 8 位元 KV 快取</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="38"/>
        <source>FlashAttention (llama.cpp -fa on)</source>
        <translation>啟用 FlashAttention（llama.cpp -fa on）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="46"/>
        <source>ZeRO-%(stage)s across the %(n)s GPUs</source>
        <translation>在 %(n)s 張 GPU 上使用 ZeRO-%(stage)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="51"/>
        <source>%(n)s GPUs with ZeRO-3</source>
        <translation>%(n)s 張 GPU 並使用 ZeRO-3</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="54"/>
        <source>%(n)s GPUs</source>
        <translation>%(n)s 張 GPU</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="62"/>
        <source>%(n)s concurrent streams</source>
        <translation>同時 %(n)s 個串流</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="67"/>
        <source>%(n)s concurrent streams with 8-bit KV cache</source>
        <translation>同時 %(n)s 個串流，使用 8 位元 KV 快取</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="72"/>
        <source>context %(tokens)s tokens</source>
        <translation>上下文 %(tokens)s 個詞元</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="77"/>
        <source>gpu_memory_utilization %(value)s</source>
        <translation>gpu_memory_utilization 設為 %(value)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="82"/>
        <source>%(bits)s-bit weights</source>
        <translation>%(bits)s 位元權重</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="97"/>
        <source>%(first)s + %(second)s</source>
        <translation>%(first)s + %(second)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="119"/>
        <source>%(remedy)s (×%(speed)s speed at batch %(batch)s per GPU)</source>
        <translation>%(remedy)s（每張 GPU 批次 %(batch)s 時速度 ×%(speed)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="128"/>
        <source>%(remedy)s (×%(speed)s speed)</source>
        <translation>%(remedy)s（速度 ×%(speed)s）</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="301"/>
        <source>Added to every offer&apos;s job cost, in your currency; 0 leaves the line out</source>
        <translation>以您的幣別加到每個方案的工作成本；0 表示不列入</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="278"/>
        <source>Data out per job</source>
        <translation>每次工作傳出資料</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="280"/>
        <source>Data stored</source>
        <translation>儲存資料</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="279"/>
        <source>Egress price</source>
        <translation>傳出費用</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="273"/>
        <source>Job extras in the cloud</source>
        <translation>雲端工作額外費用</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="283"/>
        <source>Storage price</source>
        <translation>儲存費用</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="49"/>
        <source>On-demand</source>
        <translation>隨需</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="50"/>
        <source>Spot / preemptible</source>
        <translation>競價型／可搶佔</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="51"/>
        <source>1-year reserved / committed</source>
        <translation>1 年預留／承諾使用</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="52"/>
        <source>3-year reserved / committed</source>
        <translation>3 年預留／承諾使用</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="53"/>
        <source>Sustained-use discount</source>
        <translation>持續使用折扣</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="54"/>
        <source>Monthly subscription</source>
        <translation>月費訂閱</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="55"/>
        <source>Free tiers</source>
        <translation>免費方案</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="59"/>
        <source>System</source>
        <translation>跟隨系統</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="60"/>
        <source>Light</source>
        <translation>淺色</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="61"/>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="79"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="94"/>
        <source>Every price and cost is shown in this currency</source>
        <translation>所有價格與成本都以此貨幣顯示</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="101"/>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="335"/>
        <source>Currency</source>
        <translation>貨幣</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="102"/>
        <source>Units per 1 USD</source>
        <translation>每 1 美元兌換</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="110"/>
        <source>Your own exchange rates; they override the rates shipped with dlbox.
Shipped rates are shown in grey and carry their own date.</source>
        <translation>您自訂的匯率，會取代 dlbox 內建的匯率。
內建匯率以灰色顯示，並附有各自的日期。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="118"/>
        <source>Add rate</source>
        <translation>新增匯率</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="120"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="125"/>
        <source>date and source of your rates, e.g. 2025-06-01 ECB</source>
        <translation>匯率的日期與來源，例如 2025-06-01 ECB</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="128"/>
        <source>My price</source>
        <translation>自訂電價</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="146"/>
        <source>Your price per kWh, in the display currency. Unticked: 0.12 USD/kWh,
the worked example of the cost model (Dettmers), converted.</source>
        <translation>每度電（kWh）的價格，以顯示貨幣計。未勾選時：使用成本模型範例
（Dettmers）的 0.12 USD/kWh，並換算為顯示貨幣。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="162"/>
        <source>Share of calendar time the box spends training: personal desktop 5–15 %,
shared lab cluster above 35 %, company cluster above 60 %.</source>
        <translation>機器用於訓練的時間比例：個人桌機 5–15%，
實驗室共用叢集 35% 以上，企業叢集 60% 以上。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="172"/>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="175"/>
        <source>Street prices older than this are marked as old in the catalogue and the
build: check today&apos;s price before you buy.</source>
        <translation>早於此天數的市場價格會在目錄與組裝清單中標示為舊價格：
購買前請查看今日價格。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="191"/>
        <source>Mains voltage where the box runs, for the wall-circuit check: e.g. 100 V Japan,
110 V Taiwan, 120 V US and Canada, 220 V Korea and China, 230 V Europe.</source>
        <translation>機器所在地的市電電壓，用於市電迴路檢查：例如日本 100 V、
台灣 110 V、美國與加拿大 120 V、韓國與中國 220 V、歐洲 230 V。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="203"/>
        <source>Rating of the breaker or fuse of the circuit the box plugs into; the check keeps
a continuous load at 80 % of it.</source>
        <translation>機器所接迴路的斷路器或保險絲額定電流；檢查時會把持續負載
控制在其 80% 以內。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="210"/>
        <source>I need FP64 (double-precision scientific code)</source>
        <translation>我需要 FP64（雙精度科學運算程式）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="220"/>
        <source>While you keep editing, an unsaved build is autosaved this often; it is also
autosaved a few seconds after you stop. A crash loses at most this much work.</source>
        <translation>持續編輯時,未儲存的組態會以此間隔自動儲存;停止編輯幾秒後
也會自動儲存。當機時最多只會遺失這段時間內的修改。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="227"/>
        <source>The check then notes GPUs that are slow at double precision (most GeForce cards).</source>
        <translation>勾選後，檢查會標示雙精度運算很慢的顯示卡（大多數 GeForce 顯示卡）。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="236"/>
        <source>Cloud providers whose offers appear in the charts (none ticked: all)</source>
        <translation>在圖表中顯示其方案的雲端供應商（都不勾選：全部顯示）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="249"/>
        <source>(cloud offers are not available in this version)</source>
        <translation>（此版本不提供雲端方案）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="262"/>
        <source>Pricing models shown</source>
        <translation>顯示的計價方式</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="319"/>
        <source>System (%1)</source>
        <translation>跟隨系統（%1）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="333"/>
        <source>Money</source>
        <translation>金額</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="345"/>
        <source>Exchange rates</source>
        <translation>匯率</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="347"/>
        <source>Your rates as of</source>
        <translation>自訂匯率日期</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="351"/>
        <source>Electricity</source>
        <translation>電價</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="352"/>
        <source>Utilisation</source>
        <translation>使用率</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="353"/>
        <source>Flag prices older than</source>
        <translation>標示早於此天數的價格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="355"/>
        <source>Where the box runs</source>
        <translation>機器所在地</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="357"/>
        <source>Mains voltage</source>
        <translation>市電電壓</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="358"/>
        <source>Circuit rating</source>
        <translation>迴路額定電流</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="361"/>
        <source>Cloud offers</source>
        <translation>雲端方案</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="367"/>
        <source>Appearance</source>
        <translation>外觀</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="369"/>
        <source>Theme</source>
        <translation>主題</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="370"/>
        <source>Language</source>
        <translation>語言</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="371"/>
        <source>Autosave every</source>
        <translation>自動儲存間隔</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="396"/>
        <source>%1/GB per month</source>
        <translation>%1/GB・每月</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="449"/>
        <source>Grey: shipped with dlbox, as of %1</source>
        <translation>灰色：dlbox 內建，日期 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="461"/>
        <source>Shipped with dlbox (%1); type a new value to use your own</source>
        <translation>dlbox 內建（%1）；輸入新數值即可改用自訂匯率</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="326"/>
        <source>Texts, numbers, dates and money follow this language, from the moment you press OK</source>
        <translation>文字、數字、日期與金額都依此語言顯示，按下「確定」後立即生效</translation>
    </message>
</context>
<context>
    <name>StackBox</name>
    <message>
        <location filename="../../dlbox/ui/widgets/stack_box.py" line="44"/>
        <source>The training software, for the memory it keeps: FSDP with reentrant checkpointing holds every layer&apos;s input, DeepSpeed its gradient bucket and gathered weights, LitGPT its chunked logits</source>
        <translation>訓練軟體，決定顯示卡記憶體留存哪些資料：使用可重入檢查點的 FSDP 保留每一層的輸入，DeepSpeed 保留梯度緩衝區與收集來的權重，LitGPT 保留分塊的 logits</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="68"/>
        <source>images/s</source>
        <translation>張/秒</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="69"/>
        <source>sequences/s</source>
        <translation>序列/秒</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="70"/>
        <source>tokens/s</source>
        <translation>詞元/秒</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="71"/>
        <source>samples/s</source>
        <translation>樣本/秒</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="74"/>
        <source>images per epoch</source>
        <translation>張圖片／每個 epoch</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="75"/>
        <source>sequences per epoch</source>
        <translation>個序列／每個 epoch</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="76"/>
        <source>tokens per epoch</source>
        <translation>個詞元／每個 epoch</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="77"/>
        <source>samples per epoch</source>
        <translation>個樣本／每個 epoch</translation>
    </message>
</context>
<context>
    <name>Values</name>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="75"/>
        <source> (x%1 when shared)</source>
        <translation>（共用時為 x%1）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="82"/>
        <source>%1: PCIe %2.0 x%3, %4</source>
        <translation>%1：PCIe %2.0 x%3，%4</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="89"/>
        <source>, SATA too</source>
        <translation>，亦支援 SATA</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="21"/>
        <source>2.5-inch</source>
        <translation>2.5 吋</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="22"/>
        <source>3.5-inch</source>
        <translation>3.5 吋</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="92"/>
        <source>; disables %1</source>
        <translation>；會停用 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="28"/>
        <source>AIO liquid</source>
        <translation>一體式水冷</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="35"/>
        <source>CPU</source>
        <translation>處理器</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="33"/>
        <source>DIMM</source>
        <translation>DIMM</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="19"/>
        <source>M.2 22110</source>
        <translation>M.2 22110</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="18"/>
        <source>M.2 2242</source>
        <translation>M.2 2242</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="17"/>
        <source>M.2 2280</source>
        <translation>M.2 2280</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="31"/>
        <source>MXM module</source>
        <translation>MXM 模組</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="14"/>
        <source>NVMe SSD</source>
        <translation>NVMe SSD</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="32"/>
        <source>OAM module</source>
        <translation>OAM 模組</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="29"/>
        <source>PCIe card</source>
        <translation>PCIe 卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="15"/>
        <source>SATA SSD</source>
        <translation>SATA SSD</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="34"/>
        <source>SO-DIMM</source>
        <translation>SO-DIMM</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="30"/>
        <source>SXM module</source>
        <translation>SXM 模組</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="20"/>
        <source>U.2</source>
        <translation>U.2</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="27"/>
        <source>air</source>
        <translation>風冷</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="24"/>
        <source>blower</source>
        <translation>渦輪式</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="36"/>
        <source>chipset</source>
        <translation>晶片組</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="37"/>
        <source>fully modular</source>
        <translation>全模組</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="16"/>
        <source>hard disk</source>
        <translation>硬碟</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="26"/>
        <source>liquid</source>
        <translation>水冷</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="51"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="23"/>
        <source>open-air</source>
        <translation>開放式</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="25"/>
        <source>passive</source>
        <translation>被動散熱</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="38"/>
        <source>semi-modular</source>
        <translation>半模組</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="39"/>
        <source>PCIe switch</source>
        <translation>PCIe 交換晶片</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="40"/>
        <source>new</source>
        <translation>全新</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="41"/>
        <source>used</source>
        <translation>二手</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="42"/>
        <source>official</source>
        <translation>官方支援</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="43"/>
        <source>unofficial</source>
        <translation>非官方</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="44"/>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="45"/>
        <source>80 PLUS White</source>
        <translation>80 PLUS 白牌</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="46"/>
        <source>80 PLUS Bronze</source>
        <translation>80 PLUS 銅牌</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="47"/>
        <source>80 PLUS Silver</source>
        <translation>80 PLUS 銀牌</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="48"/>
        <source>80 PLUS Gold</source>
        <translation>80 PLUS 金牌</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="49"/>
        <source>80 PLUS Platinum</source>
        <translation>80 PLUS 白金牌</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="50"/>
        <source>80 PLUS Titanium</source>
        <translation>80 PLUS 鈦金牌</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="68"/>
        <source>slot %1: %2, PCIe %3.0, %4</source>
        <translation>插槽 %1：%2，PCIe %3.0，%4</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="52"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
</context>
<context>
    <name>WorkloadBar</name>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="62"/>
        <source>Full fine-tune</source>
        <translation>全參數微調</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="63"/>
        <source>LoRA fine-tune</source>
        <translation>LoRA 微調</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="64"/>
        <source>QLoRA fine-tune</source>
        <translation>QLoRA 微調</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="65"/>
        <source>Inference</source>
        <translation>推論</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="69"/>
        <source>Fine-tune</source>
        <translation>微調</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="98"/>
        <source>Layout: auto</source>
        <translation>排列：自動</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="99"/>
        <source>Automatic layout: NCHW in PyTorch, NHWC vendor-tuned</source>
        <translation>自動排列：PyTorch 用 NCHW，原廠最佳化堆疊用 NHWC</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="103"/>
        <source>Layout: NCHW</source>
        <translation>排列：NCHW</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="104"/>
        <source>NCHW (PyTorch&apos;s default layout)</source>
        <translation>NCHW（PyTorch 預設排列）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="108"/>
        <source>Layout: NHWC</source>
        <translation>排列：NHWC</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="109"/>
        <source>Channels-last (NHWC, torch.channels_last)</source>
        <translation>Channels-last（NHWC，torch.channels_last）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="119"/>
        <source>Experts: transformers 5&apos;s default (grouped_mm)</source>
        <translation>專家：transformers 5 的預設（grouped_mm）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="120"/>
        <source>generate decodes with batched_mm on a GPU: each routed row&apos;s expert weights are copied and read again, so the experts move more bytes than the active weights</source>
        <translation>generate 在 GPU 上以 batched_mm 解碼：每個路由列的專家權重會被複製後再讀一次，因此專家搬動的位元組多於活躍權重</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="128"/>
        <source>Experts: batched_mm</source>
        <translation>專家：batched_mm</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="129"/>
        <source>Copies of every routed row&apos;s expert weights multiplied with torch.bmm (what generate switches grouped_mm to for decoding)</source>
        <translation>複製每個路由列的專家權重，再以 torch.bmm 相乘（generate 解碼時把 grouped_mm 換成的方式）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="137"/>
        <source>Experts: eager loop (transformers 4)</source>
        <translation>專家：eager 迴圈（transformers 4）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="138"/>
        <source>The per-expert loop transformers 4 ran: each hit expert is read once, but the CPU waits on the GPU twice per expert the batch reaches, so fewer tokens/s</source>
        <translation>transformers 4 的逐專家迴圈：每個被選中的專家只讀一次，但批次每觸及一個專家，CPU 就要等 GPU 兩次，因此詞元/秒較少</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="158"/>
        <source>Split: whole layers per GPU</source>
        <translation>切分：每張 GPU 放整層</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="159"/>
        <source>Each GPU holds a run of whole layers and a token passes them in turn: the memory adds, the speed does not</source>
        <translation>每張 GPU 放一段完整的層，詞元依序經過：記憶體相加，速度不會</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="166"/>
        <source>Split: rows of every matrix (-sm row)</source>
        <translation>切分：每個矩陣按列（-sm row）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="167"/>
        <source>Every weight matrix split by rows: the GPUs&apos; bandwidth adds for the weights, each product is gathered on the main GPU, which also holds the KV cache</source>
        <translation>每個權重矩陣按列切分：讀權重時各 GPU 的頻寬相加，每個乘積都匯集到主 GPU，KV 快取也在主 GPU 上</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="174"/>
        <source>Split: one GPU only</source>
        <translation>切分：只用一張 GPU</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="175"/>
        <source>The whole model on one GPU; the others add nothing</source>
        <translation>整個模型放在一張 GPU 上；其他 GPU 不增加任何東西</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="178"/>
        <source>Split: tensor parallel</source>
        <translation>切分：張量平行</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="179"/>
        <source>Every layer split over the GPUs: their bandwidth adds, two all-reduces per layer</source>
        <translation>每一層都分散到各 GPU：頻寬相加，每層兩次 all-reduce</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="254"/>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="394"/>
        <source>Workload</source>
        <translation>工作負載</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="266"/>
        <source>The job the speed, memory and cost figures are for; point at an entry of the list for what it runs</source>
        <translation>速度、記憶體與成本數字所針對的工作；將游標移到清單中的項目上可看到它執行的內容</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="274"/>
        <source>Model…</source>
        <translation>模型…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="276"/>
        <source>Pick a model of the library (Llama, Qwen, Mistral, Gemma, …) to fine-tune or serve; the arrow loads your own model&apos;s config.json</source>
        <translation>從模型庫選擇模型（Llama、Qwen、Mistral、Gemma…）來微調或推論；按箭頭可載入您自己模型的 config.json</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="289"/>
        <source>What the model is for: a fine-tune (full, LoRA, QLoRA) or inference</source>
        <translation>模型的用途：微調（全參數、LoRA、QLoRA）或推論</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="296"/>
        <source>The number format the job computes in (the list names each)</source>
        <translation>工作運算所用的數值格式（清單中列出各格式全名）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="308"/>
        <source>Training samples per epoch (images, sequences, …)</source>
        <translation>每個 epoch 的訓練樣本數（圖片、序列…）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="317"/>
        <source>Passes over the dataset</source>
        <translation>走過整個資料集的次數</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="329"/>
        <source>Tokens each stream holds (prompt and answer); the whole prompt is read before the first token</source>
        <translation>每個串流保留的詞元數（提示與回答）；首個詞元產生前須讀完整段提示</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="335"/>
        <source>Until you type one: Ollama&apos;s default for the GPUs&apos; memory (4,096 tokens below 24 GiB, 32,768 up to 48 GiB, 262,144 above), shortened to the longest that fits at these streams</source>
        <translation>在您自行輸入之前：依 GPU 記憶體採用 Ollama 的預設值（24 GiB 以下 4,096 個詞元、48 GiB 以下 32,768、以上 262,144），並縮短到此串流數下放得下的最長值</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="350"/>
        <source>Streams decoded at once (users served together)</source>
        <translation>同時解碼的串流數（同時服務的使用者）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="356"/>
        <source>The serving stack, which sets each token&apos;s fixed costs: llama.cpp (also under Ollama and LM Studio) is the default; vLLM takes 90 % of the card and fills what the weights leave with KV cache; Hugging Face generate waits on the CPU for every token, so fast cards tie. On several GPUs llama.cpp, Hugging Face and AutoAWQ split the model by layers (memory adds, speed does not); vLLM splits every layer (their bandwidth adds); TinyChat uses one GPU</source>
        <translation>服務框架，決定每個詞元的固定開銷：預設為 llama.cpp（Ollama 與 LM Studio 底層也是它）；vLLM 佔用顯示卡 90 % 的記憶體，權重之外的空間全部用作 KV 快取；Hugging Face generate 每個詞元都要等 CPU，因此快的顯示卡也只能打平。在多張 GPU 上，llama.cpp、Hugging Face 與 AutoAWQ 按層拆分模型（記憶體相加，速度不變）；vLLM 拆分每一層（頻寬相加）；TinyChat 只用一張 GPU</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="373"/>
        <source>16-bit</source>
        <translation>16 位元</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="375"/>
        <source>16-bit weights</source>
        <translation>16 位元權重</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="378"/>
        <source>How the weights are stored: GGUF types (llama.cpp) or GPTQ/AWQ 4-bit with a scale per group; their bits per weight set the memory and the decode speed</source>
        <translation>權重的儲存格式：GGUF 類型（llama.cpp）或每組一個縮放係數的 GPTQ/AWQ 4 位元；每個權重的位元數決定記憶體用量與解碼速度</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="397"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="398"/>
        <source>Dataset</source>
        <translation>資料集</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="400"/>
        <source>Epochs</source>
        <translation>Epoch 數</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="405"/>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="1279"/>
        <source>Context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="406"/>
        <source>tokens</source>
        <translation>個詞元</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="407"/>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="1281"/>
        <source>Concurrency</source>
        <translation>併發數</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="428"/>
        <source>config.json…</source>
        <translation>config.json…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="431"/>
        <source>Estimate a model of your own: load its Hugging Face config.json (layers, width, heads, KV heads, FFN, vocabulary, experts)</source>
        <translation>估計您自己的模型：載入其 Hugging Face config.json（層數、寬度、注意力頭、KV 頭、FFN、詞彙表、專家數）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="473"/>
        <source>Gradient accumulation: micro-batches whose gradients are summed before one optimizer step. The effective batch is the batch per GPU × this × the GPUs; the optimizer step and the gradient all-reduce run once per step, so a larger count trains a little faster per sample without using more memory</source>
        <translation>梯度累積：先把幾個微批次的梯度加總，再做一次最佳化器更新。有效批次大小 = 每張顯示卡的批次 × 此數值 × 顯示卡數量；最佳化器更新與梯度 all-reduce 每步只執行一次，所以數值越大，每個樣本的訓練稍快，且不多佔記憶體</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="488"/>
        <source>How a CNN keeps its activations: NCHW (PyTorch&apos;s default) transposes them around every tensor-core convolution; channels-last (NHWC) does not. Automatic follows the software stack: NCHW in PyTorch, eager or compiled (torch.compile keeps the layout it is given), NHWC in vendor-tuned stacks</source>
        <translation>CNN 活化值的記憶體排列：NCHW（PyTorch 預設）在每個張量核心卷積前後都要轉置；channels-last（NHWC）則不用。自動：依軟體堆疊而定，PyTorch 不論 eager 或編譯都用 NCHW（torch.compile 沿用輸入的排列），原廠最佳化堆疊用 NHWC</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="500"/>
        <source>Accum.</source>
        <translation>梯度累積</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="556"/>
        <source>The GPU kernel that multiplies the quantised weights while decoding. Some kernels turn every weight into a float with a conversion instruction, which the GPU runs on a separate unit at a quarter of its integer rate, beside the integer work: it costs tokens/s only where it outlasts that work and decoding is not limited by memory bandwidth. Automatic: the format&apos;s usual kernel (GGUF: llama.cpp MMVQ, GPTQ/AWQ: ExLlamaV2, torchao: tinygemm). 16-bit weights use no such kernel.</source>
        <translation>解碼時負責乘上量化權重的 GPU 核心函式。有些核心函式會用轉換指令把每個權重轉成浮點數；GPU 在另一個單元上以其整數速率的四分之一執行這些指令，與整數運算同時進行：只有當轉換比整數運算更久、而且解碼不受記憶體頻寬限制時，才會降低每秒詞元數。自動：該格式常用的核心函式（GGUF：llama.cpp MMVQ；GPTQ/AWQ：ExLlamaV2；torchao：tinygemm）。16 位元權重不使用這類核心函式。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="594"/>
        <source>Mixture of experts</source>
        <translation>混合專家</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="606"/>
        <source>Several GPUs</source>
        <translation>多張 GPU</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="609"/>
        <source>Split: the engine&apos;s own</source>
        <translation>切分：依引擎預設</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="624"/>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="761"/>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="773"/>
        <source>llama.cpp build</source>
        <translation>llama.cpp 版本</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="627"/>
        <source>Current build</source>
        <translation>目前版本</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="633"/>
        <source>Other build date…</source>
        <translation>其他版本日期…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="636"/>
        <source>Type the date of your llama.cpp build (YYYY, YYYY-MM or YYYY-MM-DD): Ollama, LM Studio and text-generation-webui each bundle a build of some date</source>
        <translation>輸入你的 llama.cpp 版本日期（YYYY、YYYY-MM 或 YYYY-MM-DD）：Ollama、LM Studio 與 text-generation-webui 各自內附某個日期的版本</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="659"/>
        <source>%1: converts every weight</source>
        <translation>%1：轉換每個權重</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="571"/>
        <source>Automatic: the format&apos;s usual kernel</source>
        <translation>自動：該格式慣用的核心函式</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="579"/>
        <source>Attention copies K/V to every head (ExLlamaV2, no FlashAttention)</source>
        <translation>注意力把 K/V 複製到每個頭（ExLlamaV2，未啟用 FlashAttention）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="586"/>
        <source>Plain PyTorch attention after repeat_kv copies the K/V cache out to every query head, so each token reads the cache 1 + 2 × heads/KV-heads times instead of once: far fewer tokens/s at long contexts (ExLlamaV2 with flash attention off)</source>
        <translation>一般 PyTorch 注意力在 repeat_kv 之後會把 K/V 快取複製到每個查詢頭，所以每個詞元要讀取快取 1 + 2 × 頭數/KV 頭數 次，而不是一次：長上下文時詞元/秒會低很多（ExLlamaV2 關閉 flash attention 時）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="661"/>
        <source>%1: no per-weight conversion</source>
        <translation>%1：不需逐一轉換權重</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="689"/>
        <source>From %1 on: %2 (%3)</source>
        <translation>自 %1 起：%2（%3）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="696"/>
        <source>Builds from before the first of llama.cpp&apos;s 2025 CUDA kernel fusions (the builds the estimator&apos;s llama.cpp runs were measured on)</source>
        <translation>llama.cpp 2025 年第一項 CUDA 核心函式融合之前的版本（估算器所用 llama.cpp 實測所跑的版本）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="723"/>
        <source>Current build: %1 kernels a layer</source>
        <translation>目前版本：每層 %1 個核心函式</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="725"/>
        <source>Built before %2: %1 kernels a layer</source>
        <translation>%2 以前的版本：每層 %1 個核心函式</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="730"/>
        <source>Built %2 to %3: %1 kernels a layer</source>
        <translation>%2 至 %3 的版本：每層 %1 個核心函式</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="735"/>
        <source>Build of %2: %1 kernels a layer</source>
        <translation>%2 的版本：每層 %1 個核心函式</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="762"/>
        <source>Date of the llama.cpp build (YYYY, YYYY-MM or YYYY-MM-DD):</source>
        <translation>llama.cpp 版本的日期（YYYY、YYYY-MM 或 YYYY-MM-DD）：</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="890"/>
        <source>Kernel: auto</source>
        <translation>核心函式：自動</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="936"/>
        <source>loading workloads…</source>
        <translation>正在載入工作負載…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="965"/>
        <source>GPTQ/AWQ 4-bit, group %1</source>
        <translation>GPTQ/AWQ 4 位元，每組 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="967"/>
        <source>torchao int4, group %1</source>
        <translation>torchao int4，每組 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="969"/>
        <source>bitsandbytes NF4 (%1)</source>
        <translation>bitsandbytes NF4（%1）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="971"/>
        <source>GGUF %1</source>
        <translation>GGUF %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="987"/>
        <source>(speed estimates not available)</source>
        <translation>（無法提供速度估計）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="989"/>
        <source>The training-speed estimator is not available in this version.</source>
        <translation>此版本無法使用訓練速度估算器。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="1049"/>
        <source>Load a model&apos;s config.json</source>
        <translation>載入模型的 config.json</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="1051"/>
        <source>Hugging Face config (*.json)</source>
        <translation>Hugging Face 設定檔 (*.json)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="1061"/>
        <source>Cannot use this config</source>
        <translation>無法使用此設定檔</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="1119"/>
        <source>Only decoder language models are served token by token</source>
        <translation>只有解碼器語言模型會逐詞元生成（推論）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="22"/>
        <source>Latents: the VAE encodes every image</source>
        <translation>潛在表示：VAE 編碼每張影像</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="23"/>
        <source>The VAE encoder runs on every image each step (diffusers&apos; scripts)</source>
        <translation>每一步都對每張影像執行 VAE 編碼器（diffusers 的腳本）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="30"/>
        <source>Latents cached before training</source>
        <translation>訓練前快取潛在表示</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="31"/>
        <source>Latents computed once before training: no VAE in the step (faster per image)</source>
        <translation>潛在表示在訓練前計算一次：每一步不執行 VAE（每張影像較快）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="39"/>
        <source>Text encoder: frozen, run every step</source>
        <translation>文字編碼器：凍結，每一步執行</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="40"/>
        <source>The text encoder runs forward, frozen, every step</source>
        <translation>文字編碼器每一步都凍結地執行前向傳播</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="45"/>
        <source>Text encoder: embeddings cached</source>
        <translation>文字編碼器：快取嵌入</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="46"/>
        <source>Prompt embeddings computed once: no text encoder in the step (a little faster)</source>
        <translation>提示詞嵌入只計算一次：每一步不執行文字編碼器（稍快）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="54"/>
        <source>Text encoder trained with the U-Net</source>
        <translation>文字編碼器與 U-Net 一起訓練</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="55"/>
        <source>Trained text encoder: its backward every step, and its weights, gradients and optimizer states in memory (its LoRA maps with LoRA)</source>
        <translation>訓練文字編碼器：每一步多一次反向傳播，其權重、梯度與最佳化器狀態佔用記憶體（使用 LoRA 時為其 LoRA 矩陣）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="64"/>
        <source>VAE precision: the workload&apos;s usual</source>
        <translation>VAE 精度：工作負載的預設</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="65"/>
        <source>The VAE in the precision the workload&apos;s source ran it in</source>
        <translation>VAE 使用工作負載來源所用的精度</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="72"/>
        <source>VAE in FP32</source>
        <translation>VAE 使用 FP32</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="73"/>
        <source>The VAE kept in FP32 to avoid NaN losses (SDXL scripts, --no_half_vae): it runs at the FP32/TF32 rate, slower than 16-bit</source>
        <translation>VAE 保持 FP32 以避免 NaN 損失（SDXL 腳本、--no_half_vae）：以 FP32/TF32 速率執行，比 16 位元慢</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="82"/>
        <source>VAE in 16-bit</source>
        <translation>VAE 使用 16 位元</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="83"/>
        <source>The VAE in the run&apos;s 16-bit precision, at the tensor-core rate</source>
        <translation>VAE 使用本次訓練的 16 位元精度，以張量核心速率執行</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="90"/>
        <source>Attention: fused (xformers, SDPA)</source>
        <translation>注意力：融合（xformers、SDPA）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="91"/>
        <source>A fused attention kernel (xformers or PyTorch 2 SDPA): scores never stored</source>
        <translation>融合注意力核心函式（xformers 或 PyTorch 2 SDPA）：注意力分數不寫入記憶體</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="99"/>
        <source>Attention: materialized (no xformers)</source>
        <translation>注意力：實體化（無 xformers）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="100"/>
        <source>Every attention score written to memory and read back: slower, and far more activation memory without checkpointing</source>
        <translation>每個注意力分數都寫入記憶體再讀回：較慢，且不使用檢查點時啟動值記憶體多很多</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="109"/>
        <source>Prior preservation (DreamBooth)</source>
        <translation>先驗保留（DreamBooth）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="110"/>
        <source>Prior preservation: a class image with every instance image doubles the U-Net work and activations per step (speed in instance images/s)</source>
        <translation>先驗保留：每張實例影像搭配一張類別影像，每一步的 U-Net 運算與啟動值加倍（速度以實例影像/秒計）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="119"/>
        <source>EMA of the weights</source>
        <translation>權重的 EMA</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="120"/>
        <source>An EMA copy of the trained weights: an FP32 shadow in GPU memory (4 bytes per parameter) and an update of every tensor each optimizer step</source>
        <translation>訓練權重的 EMA 副本：顯示卡記憶體中的 FP32 影子副本（每個參數 4 位元組），且每次最佳化器步驟都要更新每個張量</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="140"/>
        <source>What a diffusion fine-tuning step runs besides the U-Net: cached latents or text embeddings, a trained text encoder, the VAE&apos;s precision, the attention kernel, DreamBooth prior preservation and an EMA. Each changes the speed and the memory as `dlbox estimate` does</source>
        <translation>擴散模型微調的每一步除了 U-Net 之外還執行什麼：快取的潛在表示或文字嵌入、一起訓練的文字編碼器、VAE 的精度、注意力核心函式、DreamBooth 先驗保留與 EMA。每一項都像 `dlbox estimate` 一樣改變速度與記憶體</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="209"/>
        <source>Options…</source>
        <translation>選項…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/pytorch_menu.py" line="61"/>
        <source>The PyTorch release the training runs: on H100, H200 and B200 GPUs its attention (scaled_dot_product_attention) picks cuDNN&apos;s kernel in some releases and FlashAttention&apos;s, which runs at about half a Hopper&apos;s tensor peak, in others</source>
        <translation>訓練所用的 PyTorch 版本：在 H100、H200 與 B200 上，其注意力（scaled_dot_product_attention）在某些版本選用 cuDNN 的核心函式，在另一些版本選用 FlashAttention 的核心函式，後者約只有 Hopper 張量峰值的一半</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/pytorch_menu.py" line="85"/>
        <source>PyTorch %1 or newer</source>
        <translation>PyTorch %1 或更新</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/pytorch_menu.py" line="87"/>
        <source>PyTorch %1 or older</source>
        <translation>PyTorch %1 或更舊</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/pytorch_menu.py" line="89"/>
        <location filename="../../dlbox/ui/widgets/pytorch_menu.py" line="131"/>
        <source>PyTorch %1</source>
        <translation>PyTorch %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/pytorch_menu.py" line="92"/>
        <source>%1: %2 attention</source>
        <translation>%1：%2 注意力</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/pytorch_menu.py" line="129"/>
        <source>PyTorch: newest</source>
        <translation>PyTorch：最新版</translation>
    </message>
</context>
</TS>
