<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="44"/>
        <source>PCPartPicker scrape of 2025-07-23: part prices and the parts import</source>
        <translation>2025-07-23 抓取的 PCPartPicker 数据：配件价格与配件导入</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="52"/>
        <source>accelerator specifications and launch prices</source>
        <translation>加速器规格与首发价格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="57"/>
        <source>facts, cited per row</source>
        <translation>事实数据，逐行注明出处</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="58"/>
        <source>GPU specifications, checked against NVIDIA and AMD datasheets</source>
        <translation>显卡规格，已与 NVIDIA 和 AMD 的规格书核对</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="65"/>
        <source>measured figures, cited per row (TensorFlow runs: BSD-3-Clause-style)</source>
        <translation>实测数据，逐行注明出处（TensorFlow 测试：BSD-3-Clause 类许可）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="68"/>
        <source>training throughput the speed estimate is calibrated on</source>
        <translation>用于校准速度估计的训练吞吐量</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="73"/>
        <source>published prices (facts)</source>
        <translation>公开价格（事实数据）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="74"/>
        <source>AWS, Google Cloud, Azure, Lambda and Vast.ai GPU prices</source>
        <translation>AWS、Google Cloud、Azure、Lambda 和 Vast.ai 的 GPU 价格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="79"/>
        <source>reuse permitted with the source acknowledged</source>
        <translation>注明来源即可重复使用</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="80"/>
        <source>currency conversion (cross rates via the euro)</source>
        <translation>货币换算（通过欧元计算交叉汇率）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="107"/>
        <source>Part specifications</source>
        <translation>配件规格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="110"/>
        <source>%1 parts</source>
        <translation>%1 个配件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="114"/>
        <source>Part prices</source>
        <translation>配件价格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="117"/>
        <source>%1 prices</source>
        <translation>%1 条价格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="121"/>
        <source>Cloud prices</source>
        <translation>云服务价格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="126"/>
        <source>%1 offers</source>
        <translation>%1 个方案</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="130"/>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="140"/>
        <source>not available</source>
        <translation>不可用</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="131"/>
        <source>Exchange rates</source>
        <translation>汇率</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="136"/>
        <source>%1 rates</source>
        <translation>%1 条汇率</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="147"/>
        <source>none (%1)</source>
        <translation>无（%1）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="149"/>
        <source>as of %1 (%2)</source>
        <translation>截至 %1（%2）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="169"/>
        <source>Plan a deep-learning workstation: parts that fit, training speed, and cost against cloud GPUs. Every figure carries its source and date.</source>
        <translation>规划深度学习工作站：挑选相互兼容的配件、估算训练速度，并与云 GPU 比较成本。每个数字都附有来源和日期。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="174"/>
        <source>Training benchmarks: Lambda runs v0 (2020–22), v1 and v2 (2025).</source>
        <translation>训练基准测试：Lambda 的 v0（2020–22）、v1 和 v2（2025）测试结果。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="177"/>
        <source>dlbox is MIT-licensed. Built with %1.</source>
        <translation>dlbox 采用 MIT 许可证。基于 %1 构建。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="178"/>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="179"/>
        <source>Data sources and licences</source>
        <translation>数据来源与许可</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="180"/>
        <source>Software</source>
        <translation>软件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="198"/>
        <source>About dlbox</source>
        <translation>关于 dlbox</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="69"/>
        <source>Read saved AWS, Azure, GCP and other price files from a folder and update the offers</source>
        <translation>从文件夹读取已保存的 AWS、Azure、GCP 等价格文件并更新云端报价</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="68"/>
        <source>Refresh &amp;Cloud Prices…</source>
        <translation>更新云端价格(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="33"/>
        <location filename="../../dlbox/ui/app.py" line="150"/>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="34"/>
        <source>Start an empty build</source>
        <translation>从空白配置开始</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="40"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="41"/>
        <source>Open a build file</source>
        <translation>打开配置文件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="47"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="48"/>
        <source>Save the build</source>
        <translation>保存配置</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="54"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="55"/>
        <source>Save the build under a new name</source>
        <translation>以新名称保存配置</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="61"/>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="62"/>
        <source>Export the build as Markdown, CSV, JSON or HTML</source>
        <translation>将配置导出为 Markdown、CSV、JSON 或 HTML</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="78"/>
        <source>Import &amp;Street Prices…</source>
        <translation>导入市场价格(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="79"/>
        <source>Add dated street prices from a SpotWire valuator JSON or a prices.csv-style CSV</source>
        <translation>从 SpotWire 估价 JSON 或 prices.csv 格式的 CSV 添加带日期的市场价格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="88"/>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="557"/>
        <source>&amp;Import Parts…</source>
        <translation>导入配件(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="89"/>
        <source>Import PCPartPicker (docyx) CSV files or a price-override CSV</source>
        <translation>导入 PCPartPicker（docyx）CSV 文件，或价格覆盖 CSV</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="97"/>
        <source>Open E&amp;xample…</source>
        <translation>打开示例(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="98"/>
        <source>Open one of the example builds</source>
        <translation>打开一个示例配置</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="113"/>
        <source>Clear Recent</source>
        <translation>清除最近使用</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="114"/>
        <source>Forget the recently opened files</source>
        <translation>清除最近打开的文件列表</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="118"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="119"/>
        <source>Quit dlbox</source>
        <translation>退出 dlbox</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="126"/>
        <location filename="../../dlbox/ui/actions.py" line="282"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="127"/>
        <source>Undo the last change to the build</source>
        <translation>撤销对配置的上一次更改</translation>
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
        <translation>重做刚才撤销的更改</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="140"/>
        <source>&amp;Remove Part</source>
        <translation>移除配件(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="141"/>
        <source>Remove the selected line from the build</source>
        <translation>从配置中移除选中的项目</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="147"/>
        <source>Re&amp;place Part</source>
        <translation>替换配件(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="148"/>
        <source>Replace the selected line with the part selected in the catalogue</source>
        <translation>用目录中选中的配件替换选中的项目</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="156"/>
        <source>Set Line &amp;Price…</source>
        <translation>设置此项价格(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="157"/>
        <source>Give the selected line the price you pay (a quote, a used card, tax)</source>
        <translation>为选中的项目设置您实际支付的价格(报价、二手卡、含税)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="163"/>
        <source>&amp;Add to Build</source>
        <translation>加入配置(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="164"/>
        <source>Add the part selected in the catalogue</source>
        <translation>加入目录中选中的配件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="170"/>
        <source>Add as Another PS&amp;U</source>
        <translation>添加为另一个电源(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="171"/>
        <source>Add the PSU selected in the catalogue beside the build&apos;s PSU (a rig whose GPUs several PSUs feed); Add to Build replaces it. Tick “As another PSU” on the PSU tab to list the units that can carry their share beside it</source>
        <translation>把目录中选中的电源加在配置中已有的电源旁（由多个电源给 GPU 供电的机器）；“加入配置”则会替换它。在电源标签页勾选“作为另一个电源”，即可列出能在旁分担负载的型号</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="180"/>
        <source>&amp;Find Part</source>
        <translation>查找配件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="181"/>
        <source>Search the catalogue</source>
        <translation>搜索配件目录</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="187"/>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="188"/>
        <source>Currency, electricity price, utilisation, theme, language</source>
        <translation>货币、电价、利用率、主题、语言</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="195"/>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="558"/>
        <source>Add &amp;Custom Part…</source>
        <translation>添加自定义配件(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="196"/>
        <source>Enter a part by hand into your own catalogue</source>
        <translation>手动将配件录入到您自己的目录</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="202"/>
        <source>&amp;Remove Imported Parts…</source>
        <translation>移除导入的配件(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="203"/>
        <source>Take imported or hand-entered parts out of the catalogue</source>
        <translation>从目录中移除导入或手动录入的配件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="210"/>
        <source>&amp;Compatible Parts Only</source>
        <translation>仅显示兼容配件(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="211"/>
        <source>Hide catalogue parts that do not fit the build</source>
        <translation>隐藏目录中与配置不兼容的配件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="217"/>
        <source>Reset &amp;Layout</source>
        <translation>重置布局(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="218"/>
        <source>Put every panel back where it started</source>
        <translation>将所有面板恢复到初始位置</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="223"/>
        <source>&amp;Data Issues</source>
        <translation>数据问题(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="224"/>
        <source>Catalogue rows that could not be loaded</source>
        <translation>无法加载的目录数据行</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="226"/>
        <source>&amp;About dlbox</source>
        <translation>关于 dlbox(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="282"/>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
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
        <translation>规划装机(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="105"/>
        <source>From a job, a budget and a wall socket to ranked builds that work</source>
        <translation>根据任务、预算和电源插座，排出可行的装机方案</translation>
    </message>
</context>
<context>
    <name>Adapter</name>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="277"/>
        <source>None (all weights)</source>
        <translation>无（训练全部权重）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="279"/>
        <source>QLoRA (4-bit)</source>
        <translation>QLoRA（4 位）</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <location filename="../../dlbox/ui/analysis.py" line="148"/>
        <source>Adds a new error to the build.</source>
        <translation>会让配置多出一个错误。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/analysis.py" line="362"/>
        <source>the cloud comparison failed</source>
        <translation>云端比较失败</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/analysis.py" line="370"/>
        <source>no exchange rate for %1: add one in Settings</source>
        <translation>没有 %1 的汇率：请在“设置”中添加</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/analysis.py" line="374"/>
        <source>no part of the build has a price yet</source>
        <translation>配置中的配件都还没有价格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/analysis.py" line="398"/>
        <source>the speed comparison failed</source>
        <translation>速度比较失败</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/analysis.py" line="405"/>
        <source>pick a workload to see training speed</source>
        <translation>请选择工作负载以查看训练速度</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../dlbox/ui/app.py" line="136"/>
        <source>Recovered the unsaved build from the last session</source>
        <translation>已恢复上次会话中未保存的配置</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/app.py" line="152"/>
        <source>An example build to start from: select a line and a catalogue part, then %1; %2 starts an empty build</source>
        <translation>这是供你起步的示例配置：选中一行和目录中的配件，再点“%1”；%2 可开始空白配置</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/app.py" line="185"/>
        <source>The parts catalogue cannot be loaded:</source>
        <translation>无法加载配件目录：</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../dlbox/ui/autosave.py" line="132"/>
        <source>Recover unsaved build?</source>
        <translation>要恢复未保存的配置吗？</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/autosave.py" line="133"/>
        <source>dlbox did not close cleanly last time. Recover the unsaved build

%1?</source>
        <translation>dlbox 上次未正常关闭。要恢复未保存的配置

%1 吗？</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/autosave.py" line="146"/>
        <source>Recover unsaved builds?</source>
        <translation>要恢复未保存的配置吗？</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/autosave.py" line="147"/>
        <source>dlbox did not close cleanly. Recover one of these unsaved builds?</source>
        <translation>dlbox 未正常关闭。要恢复以下其中一个未保存的配置吗？</translation>
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
        <translation>未注明（例如 1222 或 AGESA 1.0.0.7b）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/board_bios_dialog.py" line="39"/>
        <source>The BIOS version the board runs, as its setup screen or the seller states it. An AGESA version is compared with what 24/48 GB DDR5 modules need</source>
        <translation>主板当前运行的 BIOS 版本，以其设置界面或卖家所述为准。AGESA 版本会与 24/48 GB DDR5 模组的需求比较</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/board_bios_dialog.py" line="45"/>
        <source>BIOS version</source>
        <translation>BIOS 版本</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/board_bios_dialog.py" line="48"/>
        <source>not stated</source>
        <translation>未注明</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/board_bios_dialog.py" line="49"/>
        <source>runs them</source>
        <translation>可运行</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/board_bios_dialog.py" line="50"/>
        <source>does not run them</source>
        <translation>无法运行</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/board_bios_dialog.py" line="52"/>
        <source>24/48 GB DDR5 modules</source>
        <translation>24/48 GB DDR5 模组</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/board_bios_dialog.py" line="54"/>
        <source>Boards launched before 2023 boot 24/48 GB DDR5 modules only after a BIOS update; say so here once you know.</source>
        <translation>2023 年前推出的主板须更新 BIOS 后才能用 24/48 GB DDR5 模组启动；确认后请在此注明。</translation>
    </message>
</context>
<context>
    <name>Bottlenecks</name>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="171"/>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="172"/>
        <source>memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="173"/>
        <source>GPU interconnect</source>
        <translation>显卡互连</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="174"/>
        <source>CPU data loading</source>
        <translation>处理器数据加载</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="175"/>
        <source>storage reads</source>
        <translation>存储读取</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="176"/>
        <source>CPU kernel dispatch</source>
        <translation>CPU 内核函数启动调度</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="178"/>
        <source>kernel launches</source>
        <translation>内核函数启动</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="180"/>
        <source>CPU offload (PCIe and CPU optimizer step)</source>
        <translation>CPU 卸载（PCIe 传输与 CPU 优化器步骤）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="181"/>
        <source>GPU memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="194"/>
        <source>host: per-token overhead (CPU)</source>
        <translation>主机：每个词元的固定开销（CPU）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="195"/>
        <source>per-token overhead (each layer&apos;s small kernels)</source>
        <translation>每个词元的固定开销（每层的小内核函数）</translation>
    </message>
</context>
<context>
    <name>BuildEditor</name>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="116"/>
        <source>Build name</source>
        <translation>配置名称</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="117"/>
        <source>The build&apos;s name, saved in the file</source>
        <translation>配置的名称，会保存在文件中</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="167"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/app.py" line="157"/>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="168"/>
        <source>Replace</source>
        <translation>替换</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="169"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="170"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="171"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="200"/>
        <source>Power, Risers and Water…</source>
        <translation>电源、延长线与水冷…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="203"/>
        <source>Which PSU feeds this GPU line&apos;s cards, which sit on riser cables, and which carry water blocks in a custom loop</source>
        <translation>这一行的显卡由哪个电源供电、哪些装在延长线上、哪些在分体式水冷回路中装了水冷头</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="210"/>
        <source>BIOS…</source>
        <translation>BIOS…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="213"/>
        <source>The BIOS version this board runs, and whether it runs 24/48 GB DDR5 modules</source>
        <translation>此主板运行的 BIOS 版本，以及是否可运行 24/48 GB DDR5 模组</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="281"/>
        <source>%1 more lines: scroll the table</source>
        <translation>还有 %1 行：滚动表格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="285"/>
        <source>1 more line: scroll the table</source>
        <translation>还有 1 行：滚动表格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="289"/>
        <source>Click to bring the build&apos;s hidden lines into view</source>
        <translation>点击以显示配置中被遮住的行</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="337"/>
        <source>Total %1</source>
        <translation>合计 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="341"/>
        <source>Sum of every line at today&apos;s catalogue prices, converted at the rates in Settings.</source>
        <translation>按目录中的当前价格汇总所有项目，并按“设置”中的汇率换算。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="348"/>
        <source> + parts in %1</source>
        <translation> + 以 %1 计价的配件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="349"/>
        <source>No exchange rate for %1: those lines are not in the total.</source>
        <translation>没有 %1 的汇率：这些项目未计入合计。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="355"/>
        <source>No price known for: %1</source>
        <translation>以下配件没有价格：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="365"/>
        <source>Prices older than %1 days — check today&apos;s price: %2</source>
        <translation>价格已超过 %1 天 — 请查看今日价格：%2</translation>
    </message>
</context>
<context>
    <name>BuildModel</name>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="34"/>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="35"/>
        <source>Part</source>
        <translation>配件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="36"/>
        <source>Qty</source>
        <translation>数量</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="37"/>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="38"/>
        <source>Line total</source>
        <translation>小计</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="122"/>
        <source>Not in the catalogue — using the saved specs.</source>
        <translation>不在目录中 — 使用已保存的规格。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="124"/>
        <source>The catalogue&apos;s entry changed since this build was saved.</source>
        <translation>保存此配置后，目录中的该条目已更改。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="133"/>
        <source>No exchange rate for %1: add one in Settings.</source>
        <translation>没有 %1 的汇率：请在“设置”中添加。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="184"/>
        <source>PSU %1: %2</source>
        <translation>电源 %1：%2</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="190"/>
        <source>%1 on risers</source>
        <translation>%1 张在延长线上</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="194"/>
        <source>%1 in the custom loop</source>
        <translation>%1 张在分体式水冷回路中</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="200"/>
        <source>1 PSU cable per card</source>
        <translation>每张卡 1 根电源线</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="202"/>
        <source>%1 PSU cables per card</source>
        <translation>每张卡 %1 根电源线</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="208"/>
        <source>1 12 V rail per card</source>
        <translation>每张卡 1 路 12 V 输出</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="210"/>
        <source>%1 12 V rails per card</source>
        <translation>每张卡 %1 路 12 V 输出</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="215"/>
        <source>card model not named: dimensions assumed</source>
        <translation>未注明显卡型号：尺寸为假设值</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="232"/>
        <source>BIOS %1</source>
        <translation>BIOS %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="235"/>
        <source>runs 24/48 GB DDR5</source>
        <translation>可运行 24/48 GB DDR5</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="237"/>
        <source>does not run 24/48 GB DDR5</source>
        <translation>无法运行 24/48 GB DDR5</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="252"/>
        <source>PSU %1</source>
        <translation>电源 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="287"/>
        <source>Catalogue prices converted at the rates in Settings; each price&apos;s date is in the catalogue&apos;s details.</source>
        <translation>目录价格按“设置”中的汇率换算；各价格的日期见目录详情。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="318"/>
        <source>Your price: %1 %2 on %3 (%4)</source>
        <translation>您的价格:%1 %2,%3(%4)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="328"/>
        <source>Catalogue price: %1 %2 on %3</source>
        <translation>目录价格：%1 %2，%3</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="367"/>
        <source>Choose a %1…</source>
        <translation>选择%1…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="375"/>
        <source>%1 (unavailable)</source>
        <translation>%1（不可用）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="407"/>
        <source>Double-click a %1 in the catalogue, or drag it here.</source>
        <translation>在目录中双击%1，或将其拖到这里。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="416"/>
        <source>Edit ▸ Set Line Price… changes it or goes back to the catalogue&apos;s.</source>
        <translation>编辑 ▸ 设置此项价格… 可修改,或改回目录价格。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="424"/>
        <source>No price in the catalogue for this part.</source>
        <translation>目录中没有此配件的价格。</translation>
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
        <translation>日期未知</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="432"/>
        <source>source not given</source>
        <translation>未注明来源</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="435"/>
        <source>Street price of a used part.</source>
        <translation>二手零件的市场价格。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="440"/>
        <source>Older than %1 days (Settings): check today&apos;s price, or give this line its own price.</source>
        <translation>超过 %1 天（设置）：请查看今日价格，或为此项输入自己的价格。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="446"/>
        <source>Converted at the newest rate — %1</source>
        <translation>按最新汇率换算 — %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="454"/>
        <source>A build holds one of these; the quantity counts identical units.</source>
        <translation>一个配置只放一个此类配件；数量表示相同配件的个数。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="457"/>
        <source>Double-click to change the quantity.</source>
        <translation>双击以更改数量。</translation>
    </message>
</context>
<context>
    <name>CatalogueBrowser</name>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="286"/>
        <source>Search name and specs…</source>
        <translation>搜索名称和规格…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="304"/>
        <source>Reset filters</source>
        <translation>重置筛选</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="335"/>
        <source>Select a part to see every spec, its source and date.</source>
        <translation>选择配件以查看全部规格、来源和日期。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="342"/>
        <source>As another PSU</source>
        <translation>作为另一个电源</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="345"/>
        <source>Judge PSUs as one more PSU beside the one in your build (a dual-PSU rig: Edit ▸ Add as Another PSU), by the GPU cable power it must carry so that PSU 1 stays within its rating, not by the whole rig&apos;s load. Its connectors are checked once you give it GPUs (Power, Risers and Water).</source>
        <translation>把电源当作配置中已有那个电源旁的另一个来判断（双电源机器：编辑 ▸ 添加为另一个电源），依它必须承担多少 GPU 线缆功率才能让电源 1 不超过额定功率来判断，而不是依整机负载。给它分配 GPU 之后（电源、延长线与水冷）才会检查它的接口。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="415"/>
        <source>Price seen more than %1 days ago (Settings): check today&apos;s price before you buy.</source>
        <translation>此价格记录于 %1 天以前（设置）：购买前请查看今日价格。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="472"/>
        <source>Fits in place of the one in your build, not next to it: select that line in the build and press Replace.</source>
        <translation>可以替换配置中的同类零件，但无法再多加一个：请在配置中选中该行，再按“替换”。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="480"/>
        <source>Does not fit: %1</source>
        <translation>不兼容：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="501"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="506"/>
        <source> · %1 hidden as incompatible</source>
        <translation> · 已隐藏 %1 个不兼容配件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="511"/>
        <source> · checking compatibility…</source>
        <translation> · 正在检查兼容性…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="514"/>
        <source>Checking which parts fit the build…</source>
        <translation>正在检查哪些配件适合此配置…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="516"/>
        <source>Parts that do not fit the current build are hidden; untick “Compatible only” to see them greyed, with the reason on hover.</source>
        <translation>已隐藏与当前配置不兼容的配件；取消勾选“仅显示兼容配件”即可灰色显示，鼠标悬停可查看原因。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="522"/>
        <source>The compatibility check is not available, so no part is hidden.</source>
        <translation>兼容性检查不可用，因此不会隐藏任何配件。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="684"/>
        <source>unknown</source>
        <translation>未知</translation>
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
        <translation>于 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="694"/>
        <source>an unknown date</source>
        <translation>未知日期</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="700"/>
        <source>older than %1 days: check today&apos;s price</source>
        <translation>已超过 %1 天：请查看今日价格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="718"/>
        <source>(old)</source>
        <translation>（旧）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="726"/>
        <source>Street prices</source>
        <translation>市场价格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="858"/>
        <source>%1: %2 parts in the catalogue</source>
        <translation>%1：目录中有 %2 个配件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="300"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="765"/>
        <source>source not given</source>
        <translation>未注明来源</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="766"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="767"/>
        <source>Specs</source>
        <translation>规格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="768"/>
        <source>Does not fit the build:</source>
        <translation>与配置不兼容：</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="773"/>
        <source>%1, as of %2</source>
        <translation>%1，数据日期 %2</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="782"/>
        <source>Slot layout unverified: the slot positions or lane widths are a best guess, not read from the manual. Check the manual before you plan several GPUs on this board.</source>
        <translation>插槽布局未经核实：插槽位置或通道宽度为推测，并非取自说明书。在这块主板上规划多张 GPU 之前，请先查阅说明书。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="824"/>
        <source>Compatible with my build only</source>
        <translation>仅显示与我的配置兼容的配件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="829"/>
        <source>Hide parts that would not fit the build. Untick to see them greyed out;
hover a greyed part to read why it does not fit.</source>
        <translation>隐藏与配置不兼容的配件。取消勾选则以灰色显示；
将鼠标悬停在灰色配件上可查看不兼容的原因。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="224"/>
        <source>%1: %2 to %3; %4 parts do not state it and are hidden once you narrow the range.</source>
        <translation>%1：%2 至 %3；%4 个零件未标明此值，缩小范围后会被隐藏。</translation>
    </message>
</context>
<context>
    <name>Categories</name>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="24"/>
        <source>GPUs</source>
        <translation>显卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="25"/>
        <source>CPUs</source>
        <translation>处理器</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="26"/>
        <source>Motherboards</source>
        <translation>主板</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="27"/>
        <location filename="../../dlbox/ui/labels.py" line="38"/>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="28"/>
        <location filename="../../dlbox/ui/labels.py" line="39"/>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="29"/>
        <source>Power supplies</source>
        <translation>电源</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="30"/>
        <source>Cases</source>
        <translation>机箱</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="31"/>
        <source>Coolers</source>
        <translation>散热器</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="35"/>
        <source>GPU</source>
        <translation>显卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="36"/>
        <source>CPU</source>
        <translation>处理器</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="37"/>
        <source>Motherboard</source>
        <translation>主板</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="40"/>
        <source>Power supply</source>
        <translation>电源</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="41"/>
        <source>Case</source>
        <translation>机箱</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="42"/>
        <source>CPU cooler</source>
        <translation>CPU 散热器</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <location filename="../../dlbox/ui/charts/price_history.py" line="89"/>
        <source>Region whose prices are shown (prices differ by region)</source>
        <translation>显示价格的区域（各区域价格不同）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/price_history.py" line="91"/>
        <source>Each provider&apos;s longest history</source>
        <translation>各供应商最长的记录</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/price_history.py" line="216"/>
        <source>%1 per GPU-hour</source>
        <translation>每 GPU 小时 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/price_history.py" line="265"/>
        <source>%1: lowest price per GPU-hour of each provider and pricing model; newest %2 (solid on-demand, dashed spot, dotted 1–3-year commitments)</source>
        <translation>%1：各供应商与计价方式每 GPU 小时的最低价，最新 %2（实线按需、虚线竞价、点线 1–3 年承诺）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/price_history.py" line="273"/>
        <source> · each price was seen on one day only: no trend yet</source>
        <translation> · 每个价格都只在一天中出现：尚无走势</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/chart_tabs.py" line="46"/>
        <location filename="../../dlbox/ui/charts/price_history.py" line="65"/>
        <source>Cloud price history</source>
        <translation>云端价格历史</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/chart_tabs.py" line="72"/>
        <source>Checking the build…</source>
        <translation>正在检查配置…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/price_history.py" line="203"/>
        <source>Cloud price history: no GPU is rented by the clouds.</source>
        <translation>云端价格历史：云端没有出租任何 GPU。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/price_history.py" line="198"/>
        <source>Cloud price history: no cloud offers are available.</source>
        <translation>云端价格历史：没有可用的云端报价。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/price_history.py" line="258"/>
        <source>Cloud price history: no prices for %1.</source>
        <translation>云端价格历史：%1 没有价格。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/price_history.py" line="83"/>
        <source>GPU whose cloud prices are shown</source>
        <translation>显示云端价格的 GPU</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/base.py" line="99"/>
        <source>Export this chart as %1</source>
        <translation>将此图表导出为 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/base.py" line="228"/>
        <source>Export %1</source>
        <translation>导出“%1”</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/chart_tabs.py" line="29"/>
        <location filename="../../dlbox/ui/charts/cost_breakdown.py" line="26"/>
        <source>Cost breakdown</source>
        <translation>成本构成</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/cost_breakdown.py" line="102"/>
        <source>Price (%1)</source>
        <translation>价格（%1）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/cost_breakdown.py" line="119"/>
        <source>Total %1</source>
        <translation>合计 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/cost_breakdown.py" line="123"/>
        <source>left out: prices in %1 (no exchange rate)</source>
        <translation>未计入：以 %1 计价者（无汇率）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/cost_breakdown.py" line="128"/>
        <source>no price for %1</source>
        <translation>%1 没有价格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/chart_tabs.py" line="34"/>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="37"/>
        <source>Own vs rent</source>
        <translation>自购 vs 租用</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="45"/>
        <source>Training hours</source>
        <translation>训练时长</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="46"/>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="125"/>
        <source>Calendar months</source>
        <translation>自然月数</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="48"/>
        <source>Months assume the utilisation set in Settings</source>
        <translation>月数按“设置”中的利用率计算</translation>
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
        <translation>训练时长（小时）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="131"/>
        <source>Cumulative cost (%1)</source>
        <translation>累计成本（%1）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="167"/>
        <source>This build (capital + electricity)</source>
        <translation>此配置（购置 + 电费）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="183"/>
        <source>%1: owning is cheaper after %2 days</source>
        <translation>%1：%2 天后自购更划算</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="229"/>
        <source>Speed-adjusted against the cheapest comparable rental and the cheapest offer of %1 providers (of %2 offers)</source>
        <translation>已按速度调整，与最便宜的可比租用方案及 %1 家服务商各自最便宜的方案比较（共 %2 个方案）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="372"/>
        <source>No comparable rental: no offer has a speed estimate</source>
        <translation>没有可比的租用方案：没有任何方案有速度估计</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="378"/>
        <source>Renting %1 stays cheaper</source>
        <translation>租用 %1 一直更便宜</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="380"/>
        <source>Owning is cheaper after %1 than renting %2</source>
        <translation>%1后自购比租用 %2 便宜</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="390"/>
        <source>Cheapest comparable rental (as many GPUs, at least as fast): %1</source>
        <translation>最便宜的可比租用方案（显卡数量相同、速度至少一样快）：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="237"/>
        <source>Speed-adjusted against the cheapest offer of %1 providers (of %2 offers)</source>
        <translation>已按速度调整，与 %1 家服务商各自最便宜的方案比较（共 %2 个方案）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="305"/>
        <source>no room for the legend: point at a line for its offer and cost</source>
        <translation>图例放不下：将鼠标移到线上可看到它的方案与费用</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="228"/>
        <source>utilisation %1%</source>
        <translation>利用率 %1%</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="332"/>
        <source>Own vs rent: %1.</source>
        <translation>自购 vs 租用：%1。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/chart_tabs.py" line="40"/>
        <location filename="../../dlbox/ui/charts/pareto.py" line="37"/>
        <source>Job: time vs cost</source>
        <translation>任务：时间 vs 成本</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/pareto.py" line="76"/>
        <source>Time to train (h)</source>
        <translation>训练所需时间（小时）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/pareto.py" line="78"/>
        <source>Job cost (%1)</source>
        <translation>任务成本（%1）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/pareto.py" line="83"/>
        <source>the estimator gave no time to train</source>
        <translation>估算器未给出训练时间</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/pareto.py" line="89"/>
        <source>Job: %1.</source>
        <translation>任务：%1。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/pareto.py" line="117"/>
        <source>(electricity %1 + capital over %2 years)</source>
        <translation>（电费 %1 + %2 年摊销的购置成本）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/pareto.py" line="163"/>
        <source>This build: %1 h, %2 (electricity + capital over %3 years) · %4 offers on the Pareto front · %5 faster, %6 cheaper than the build · ★ this build, orange: Pareto front, grey: other offers (hover for details)</source>
        <translation>此配置：%1 小时，%2（电费 + %3 年摊销的购置成本）· 帕累托前沿上有 %4 个方案 · 比此配置快的有 %5 个、便宜的有 %6 个 · ★ 此配置，橙色：帕累托前沿，灰色：其他方案（鼠标悬停查看详情）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="33"/>
        <source> (cloud)</source>
        <translation>（云端）</translation>
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
        <translation>（当前版本）</translation>
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
        <translation>此配置：%1 %2（估计值，范围 %3–%4）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="240"/>
        <source> · %1 more bars: taller chart or CSV</source>
        <translation> · 另有 %1 项未显示：拉高图表或见 CSV</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="253"/>
        <source> · (uncalibrated): an AMD card; its speed is fitted on NVIDIA runs only and no AMD run checks it</source>
        <translation> · （未校准）：AMD 显卡；其速度仅以 NVIDIA 的实测拟合，没有任何 AMD 实测可验证</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="264"/>
        <source>Cloud bars assume the estimator&apos;s reference host; hover a bar for its GPU counts and prices</source>
        <translation>云端条形按估算器的参考主机计；鼠标悬停在条形上可查看显卡数量与价格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="361"/>
        <source> · hatched: the host CPU or kernel launches, not the GPU, set the speed</source>
        <translation> · 斜线：速度由主机 CPU 或内核函数启动决定，而非 GPU</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="393"/>
        <source>Band: %1</source>
        <translation>范围：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="397"/>
        <source>How this build&apos;s estimate was made:</source>
        <translation>此配置的估计是这样得出的：</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="402"/>
        <source>Why?</source>
        <translation>为什么？</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="426"/>
        <source> · serving %1 streams with %5: %2 tokens/s in all, %3 each; first token after %4 s</source>
        <translation> · 以 %5 同时服务 %1 个流：合计 %2 词元/秒，每个 %3；首个词元需 %4 秒</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="475"/>
        <source>Add a GPU to see this build&apos;s speed</source>
        <translation>添加显卡即可查看此配置的速度</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="477"/>
        <source>This build: does not fit in GPU memory, needs %1 GiB per GPU of %2 GiB usable (GPU memory tab: remedies)</source>
        <translation>此配置：显存放不下，每张 GPU 需要 %1 GiB，可用 %2 GiB（解决方法见“GPU 显存”标签页）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="502"/>
        <source>Batch %1 per GPU</source>
        <translation>每张显卡批次大小 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="511"/>
        <source> · %1 tokens/s per stream</source>
        <translation> · 每个流 %1 词元/秒</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="15"/>
        <source>host-bound</source>
        <translation>受主机限制</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="16"/>
        <source>launch-bound</source>
        <translation>受内核启动限制</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="36"/>
        <source> (uncalibrated)</source>
        <translation>（未校准）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="55"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="60"/>
        <source>%1 · from %2/h</source>
        <translation>%1 · %2/小时起</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="68"/>
        <source>%1: %2 %3 (likely %4–%5)</source>
        <translation>%1：%2 %3（可能 %4–%5）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="77"/>
        <source>Bound by %1</source>
        <translation>瓶颈：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="82"/>
        <source>One such card in place of this build&apos;s GPUs</source>
        <translation>以一张此显卡替换此配置的显卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="87"/>
        <source>Offers with %1 GPUs all run at this speed: more cards do not add</source>
        <translation>%1 张显卡的方案都是这个速度：多加显卡不会更快</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="95"/>
        <source>Lowest price per hour: %1</source>
        <translation>每小时最低价：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="98"/>
        <source>Estimated on the estimator&apos;s reference host: the instance&apos;s CPU is not known</source>
        <translation>按估算器的参考主机估计：实例的 CPU 未知</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="104"/>
        <source>The serving stack these speeds assume: pick another to compare (saved with the build&apos;s job, like the workload bar&apos;s box)</source>
        <translation>这些速度所假设的服务堆栈：选择另一个来比较（与此配置的任务一起保存，和工作负载栏的选框相同）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="260"/>
        <source> · orange: this build, blue: single GPUs, sky: cloud instances</source>
        <translation> · 橙色：此配置，蓝色：单张显卡，天蓝色：云实例</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="450"/>
        <source> · CPU offload: +%1 ms of each %2 ms micro-batch (%3)</source>
        <translation> · CPU 卸载：每个 %2 ms 的微批次多出 %1 ms（%3）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="452"/>
        <source> · CPU offload: +%1 ms of each %2 ms micro-batch (%3) for PCIe copies and the CPU optimizer step</source>
        <translation> · CPU 卸载：每个 %2 ms 的微批次多出 %1 ms（%3），用于 PCIe 传输与 CPU 优化器步骤</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="464"/>
        <source> (host RAM not given: CPU step charged as on a DGX A100&apos;s host)</source>
        <translation>（未提供主机内存：CPU 优化器步骤按 DGX A100 主机计算）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="494"/>
        <source> · bound by %1</source>
        <translation> · 瓶颈：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/chart_tabs.py" line="42"/>
        <location filename="../../dlbox/ui/charts/memory.py" line="121"/>
        <source>GPU memory</source>
        <translation>GPU 显存</translation>
    </message>
</context>
<context>
    <name>Columns</name>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="31"/>
        <source>VRAM</source>
        <translation>显存</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="32"/>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="33"/>
        <source>FP16 tensor</source>
        <translation>FP16 张量</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="34"/>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="35"/>
        <source>Length</source>
        <translation>长度</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="36"/>
        <source>Slots</source>
        <translation>槽位</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="37"/>
        <source>Boost</source>
        <translation>加速频率</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="38"/>
        <source>Sustained power</source>
        <translation>持续功耗</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="39"/>
        <source>PCIe lanes</source>
        <translation>PCIe 通道</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="40"/>
        <source>RAM slots</source>
        <translation>内存插槽</translation>
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
        <translation>频率</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="44"/>
        <source>Seq. read</source>
        <translation>顺序读取</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="45"/>
        <source>Random read</source>
        <translation>随机读取</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="46"/>
        <source>Wattage</source>
        <translation>额定功率</translation>
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
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="51"/>
        <source>Max GPU</source>
        <translation>显卡长度上限</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="52"/>
        <source>Exp. slots</source>
        <translation>扩展槽</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="53"/>
        <source>Max cooler</source>
        <translation>散热器高度上限</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="54"/>
        <source>Max GPU height</source>
        <translation>显卡高度上限</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="55"/>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="56"/>
        <source>Radiator</source>
        <translation>冷排</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="57"/>
        <source>Rated</source>
        <translation>额定散热</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="58"/>
        <source>ECC</source>
        <translation>ECC</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="64"/>
        <source>GPU memory: bounds the model and batch size that fit</source>
        <translation>显存：决定能放下的模型和批大小</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="65"/>
        <source>Memory bandwidth: within a GPU family, speed tracks this best</source>
        <translation>显存带宽：同一代显卡中，速度与它最相关</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="68"/>
        <source>Dense FP16/BF16 tensor throughput with FP32 accumulate (the rate training uses; no 2:4 sparsity)</source>
        <translation>使用 FP32 累加的稠密 FP16/BF16 Tensor 算力（训练实际使用的速率，不含 2:4 稀疏）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="72"/>
        <source>Board power: what the PSU must feed per card (spikes go higher)</source>
        <translation>整卡功耗：电源每张卡需提供的功率（瞬时峰值更高）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="75"/>
        <source>Card length: must fit the case&apos;s GPU clearance</source>
        <translation>显卡长度：必须放得进机箱的显卡空间</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="76"/>
        <source>Expansion slots the card covers</source>
        <translation>显卡占用的扩展槽数</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="77"/>
        <source>PL2 / PPT: what the CPU really draws under load, not base TDP</source>
        <translation>PL2 / PPT：处理器满载时的实际功耗，而非基础 TDP</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="80"/>
        <source>CPU PCIe lanes usable for GPUs and M.2 drives</source>
        <translation>处理器可供显卡和 M.2 硬盘使用的 PCIe 通道</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="81"/>
        <source>Physical x16 slots (their electrical width is in the details)</source>
        <translation>物理 x16 插槽（电气带宽见详情）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="84"/>
        <source>PSU rating; keep the sustained load at or below 80 % of it</source>
        <translation>电源额定功率；持续负载宜保持在其 80% 以下</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="87"/>
        <source>Longest GPU the case takes</source>
        <translation>机箱可容纳的最长显卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="88"/>
        <source>Tallest tower cooler the case takes</source>
        <translation>机箱可容纳的最高塔式散热器</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="89"/>
        <source>Tallest graphics card the case takes (small cases state it)</source>
        <translation>机箱可容纳的最高显卡（小型机箱会标明）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="92"/>
        <source>Total capacity of the kit or drive</source>
        <translation>整套内存或硬盘的总容量</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="99"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="100"/>
        <source>Chipset</source>
        <translation>芯片组</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="101"/>
        <source>Cores</source>
        <translation>核心数</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="102"/>
        <source>Threads</source>
        <translation>线程数</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="103"/>
        <source>Efficiency</source>
        <translation>能效</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="104"/>
        <source>Form factor</source>
        <translation>板型</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="105"/>
        <source>Interface</source>
        <translation>接口</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="106"/>
        <source>Kind</source>
        <translation>种类</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="107"/>
        <source>Memory type</source>
        <translation>内存类型</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="108"/>
        <source>Modules</source>
        <translation>条数</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="109"/>
        <source>Socket</source>
        <translation>插槽</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="110"/>
        <source>Brand</source>
        <translation>品牌</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="111"/>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="112"/>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="113"/>
        <source>Year</source>
        <translation>年份</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="114"/>
        <source>Price date</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="115"/>
        <source>As of</source>
        <translation>数据日期</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="116"/>
        <source>Max memory</source>
        <translation>内存上限</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="117"/>
        <source>Memory channels</source>
        <translation>内存通道</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="118"/>
        <source>Currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="125"/>
        <source>Boxed cooler</source>
        <translation>盒装散热器</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="137"/>
        <source>GPU riser</source>
        <translation>显卡延长线</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="138"/>
        <source>GPU riser gen</source>
        <translation>显卡延长线代数</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="162"/>
        <source>Plug edge</source>
        <translation>插头位置</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="166"/>
        <source>Ranks</source>
        <translation>Rank 数</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="268"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="271"/>
        <source>Catalogue price converted to %1 at the newest rate; the original price, its date and source are in the details pane</source>
        <translation>按最新汇率换算为 %1 的目录价格；原始价格、日期和来源见详情面板</translation>
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
        <translation>基础频率</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="123"/>
        <source>Bays 2.5&quot;</source>
        <translation>2.5 英寸仓位</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="124"/>
        <source>Bays 3.5&quot;</source>
        <translation>3.5 英寸仓位</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="126"/>
        <source>CAS latency</source>
        <translation>CAS 延迟</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="127"/>
        <source>Chips per board</source>
        <translation>每卡芯片数</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="128"/>
        <source>Cooler</source>
        <translation>散热器</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="129"/>
        <source>Display outputs</source>
        <translation>显示输出</translation>
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
        <translation>规格尺寸</translation>
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
        <translation>附带电源</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="142"/>
        <source>Integrated graphics</source>
        <translation>集成显卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="143"/>
        <source>L2</source>
        <translation>L2 缓存</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="144"/>
        <source>Launch price USD</source>
        <translation>首发价（美元）</translation>
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
        <translation>电源最大长度</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="148"/>
        <source>Max memory speed</source>
        <translation>最高内存频率</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="149"/>
        <source>Mem type</source>
        <translation>显存类型</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="150"/>
        <source>Memory types</source>
        <translation>内存类型</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="151"/>
        <source>Modular</source>
        <translation>模组化</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="152"/>
        <source>Module</source>
        <translation>单条容量</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="153"/>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="154"/>
        <source>NVLink bandwidth</source>
        <translation>NVLink 带宽</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="155"/>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="156"/>
        <source>Onboard LAN GbE</source>
        <translation>板载网卡（GbE）</translation>
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
        <translation>PCIe 代数</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="160"/>
        <source>PCIe slots</source>
        <translation>PCIe 插槽</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="161"/>
        <source>PSU form factors</source>
        <translation>电源规格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="163"/>
        <source>Price source</source>
        <translation>价格来源</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="164"/>
        <source>RPM</source>
        <translation>转速</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="165"/>
        <source>Radiator mounts</source>
        <translation>水冷排安装位</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="167"/>
        <source>Registered</source>
        <translation>Registered（RDIMM）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="168"/>
        <source>Registered only</source>
        <translation>仅支持 Registered</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="169"/>
        <source>SATA connectors</source>
        <translation>SATA 接口</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="170"/>
        <source>SATA ports</source>
        <translation>SATA 接口</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="171"/>
        <source>Seq write</source>
        <translation>顺序写入</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="172"/>
        <source>Sockets</source>
        <translation>插槽类型</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="173"/>
        <source>Source</source>
        <translation>来源</translation>
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
        <translation>只看此区域的报价（供应商与计价方式依设置）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="341"/>
        <source>All regions</source>
        <translation>所有区域</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="459"/>
        <source>Speed (%1)</source>
        <translation>速度（%1）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="462"/>
        <source>Estimate for %1, the workload in the workload bar</source>
        <translation>工作负载栏中的工作负载 %1 的估计值</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="503"/>
        <source>Break-even</source>
        <translation>回本点</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="506"/>
        <source>Calendar days until owning this build costs less than renting the offer above, at the utilisation in Settings</source>
        <translation>按“设置”中的使用率，自购此配置比租用上方方案更便宜所需的日历天数</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="546"/>
        <source> · price of %1</source>
        <translation> · %1 的价格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="182"/>
        <source> + parts in %1</source>
        <translation> + 以 %1 计价的配件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="82"/>
        <source>The offer chosen above, for every build</source>
        <translation>上方选定的方案，所有配置都与它比较</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="85"/>
        <source>No offer has this build&apos;s GPU count (%1): one with %2 GPUs, the nearest count</source>
        <translation>没有显卡数量与此配置相同（%1）的方案：改用最接近的 %2 块显卡方案</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="93"/>
        <source>No offer with this build&apos;s GPU count (%1) is as fast as it: the fastest of them</source>
        <translation>显卡数量相同（%1）的方案都没有此配置快：取其中最快者</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="98"/>
        <source>The cheapest offer with this build&apos;s GPU count (%1) that is at least as fast</source>
        <translation>显卡数量相同（%1）且至少一样快的方案中最便宜者</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="103"/>
        <source>Speed: offer %1, this build %2</source>
        <translation>速度：方案 %1，此配置 %2</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="115"/>
        <source>%1 rents no offer with this build&apos;s GPU count (%2) here: this one has %3, the nearest count</source>
        <translation>%1 在此没有显卡数量与此配置相同（%2）的方案：此方案有 %3 块，为最接近的数量</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="126"/>
        <source>None of %1&apos;s offers with this build&apos;s GPU count (%2) is as fast as it: the fastest</source>
        <translation>%1 显卡数量相同（%2）的方案都没有此配置快：取其中最快者</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="134"/>
        <source>%1&apos;s cheapest offer with this build&apos;s GPU count (%2) that is at least as fast</source>
        <translation>%1 显卡数量相同（%2）且至少一样快的方案中最便宜者</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="190"/>
        <source>Total (%1)</source>
        <translation>合计（%1）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="201"/>
        <source>Price dates</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="219"/>
        <source>GPUs</source>
        <translation>显卡数量</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="223"/>
        <source>Total VRAM (GB)</source>
        <translation>显存总量（GB）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="225"/>
        <source>Sum over every GPU in the build</source>
        <translation>配置中所有显卡的总和</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="234"/>
        <source>System RAM (GB)</source>
        <translation>系统内存（GB）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="243"/>
        <source>not checked</source>
        <translation>未检查</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="257"/>
        <source>No problems found.</source>
        <translation>未发现问题。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="263"/>
        <source>Findings</source>
        <translation>检查结果</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="265"/>
        <source>Load power</source>
        <translation>负载功耗</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="267"/>
        <source>Sustained load, from the compatibility check</source>
        <translation>持续负载，来自兼容性检查</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="300"/>
        <source>Add Build…</source>
        <translation>添加配置…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="303"/>
        <source>Compare the open build with a saved build file</source>
        <translation>将当前打开的配置与已保存的配置文件比较</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="306"/>
        <source>Add Example</source>
        <translation>添加示例</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="310"/>
        <source>Set the next example build beside the open one</source>
        <translation>将下一个示例配置放在当前打开的配置旁比较</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="312"/>
        <source>Remove Last</source>
        <translation>移除最后一个</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="316"/>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="675"/>
        <source>Highlighted rows differ between the builds.</source>
        <translation>高亮的行表示各配置之间存在差异。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="321"/>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="628"/>
        <source>The cloud offer break-even is measured against</source>
        <translation>计算回本点时对比的云方案</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="348"/>
        <source>Break-even vs</source>
        <translation>回本对比对象</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="380"/>
        <source>Compare with…</source>
        <translation>对比对象…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="382"/>
        <source>dlbox build (*.dlbox.json *.json)</source>
        <translation>dlbox 配置 (*.dlbox.json *.json)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="391"/>
        <source>Cannot compare</source>
        <translation>无法比较</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="430"/>
        <source>%1 (open)</source>
        <translation>%1（已打开）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="570"/>
        <source>Cheapest comparable rental</source>
        <translation>最便宜的可比租用方案</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="572"/>
        <source>Compared with</source>
        <translation>比较对象</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="604"/>
        <source>Each build: its cheapest comparable rental</source>
        <translation>每个配置：各自最便宜的可比租用方案</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="677"/>
        <source>Only the open build so far: %1 sets a saved build file beside it, %2 one of the examples.</source>
        <translation>目前只有当前打开的配置：“%1”可添加已保存的配置文件并排比较，“%2”可添加一个示例。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="497"/>
        <source>never</source>
        <translation>永不回本</translation>
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
        <translation>dlbox 出现问题</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="47"/>
        <source>Something went wrong inside dlbox. Your build is still in memory: save a copy now, then carry on or quit. The details below help fix the bug.</source>
        <translation>dlbox 内部出错。您的配置仍在内存中：请先保存一份副本，再继续或退出。下方的详细信息有助于修复此错误。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="54"/>
        <source>A crash log is kept in %1</source>
        <translation>崩溃日志保存在 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="65"/>
        <source>Save a Copy of the Build…</source>
        <translation>保存配置副本…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="69"/>
        <source>Copy Details</source>
        <translation>复制详细信息</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="74"/>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="77"/>
        <source>Quit dlbox</source>
        <translation>退出 dlbox</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="96"/>
        <source>Save failed</source>
        <translation>保存失败</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="97"/>
        <source>The copy could not be saved: %1</source>
        <translation>无法保存副本：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="101"/>
        <source>Saved to %1</source>
        <translation>已保存到 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="106"/>
        <source>Save a copy of the build</source>
        <translation>保存配置副本</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="108"/>
        <source>dlbox build (*.dlbox.json *.json)</source>
        <translation>dlbox 配置 (*.dlbox.json *.json)</translation>
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
        <translation>必填；请输入值</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="114"/>
        <source>invalid value</source>
        <translation>无效的值</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="134"/>
        <source>choose…</source>
        <translation>请选择…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="136"/>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="150"/>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="177"/>
        <source>unknown</source>
        <translation>未知</translation>
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
        <translation>用 ; 分隔各项</translation>
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
        <translation>允许范围：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="260"/>
        <source>Add Custom Part</source>
        <translation>添加自定义配件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="274"/>
        <source>Fields marked * are required. Leave a field empty when you do not know it: dlbox never fills a gap with a guess. Units are in the labels.</source>
        <translation>标有 * 的字段为必填项。不知道的字段请留空：dlbox 绝不会用猜测填补空缺。单位标注在字段名称中。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="293"/>
        <source>Save to My Catalogue</source>
        <translation>保存到我的目录</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="297"/>
        <source>Category:</source>
        <translation>类别：</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="398"/>
        <source>already used by “%1”; choose another id</source>
        <translation>已被“%1”使用；请换一个 ID</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="408"/>
        <source>Fix %1 before saving.</source>
        <translation>请先修正以下字段再保存：%1。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="414"/>
        <source>Saving replaces your earlier part with this id.</source>
        <translation>保存后将替换您之前使用此 ID 的配件。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="442"/>
        <source>Cannot save: %1</source>
        <translation>无法保存：%1</translation>
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
        <translation>添加 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="121"/>
        <source>Add %1 as another PSU</source>
        <translation>将 %1 添加为另一个电源</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="127"/>
        <source>Remove %1</source>
        <translation>移除 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="133"/>
        <source>Set quantity of %1 to %2</source>
        <translation>将 %1 的数量设为 %2</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="143"/>
        <source>Replace %1 with %2</source>
        <translation>用 %2 替换 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="151"/>
        <source>Change the job</source>
        <translation>更改训练任务</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="158"/>
        <source>Set the price of %1</source>
        <translation>设置 %1 的价格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="160"/>
        <source>Use the catalogue price of %1</source>
        <translation>改用目录中 %1 的价格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="182"/>
        <source>Set power and risers of %1</source>
        <translation>设置 %1 的电源与延长线</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="188"/>
        <source>Set the BIOS of %1</source>
        <translation>设置 %1 的 BIOS</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="193"/>
        <source>Rename build</source>
        <translation>重命名配置</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="199"/>
        <source>Change currency</source>
        <translation>更改货币</translation>
    </message>
</context>
<context>
    <name>Engines</name>
    <message>
        <location filename="../../dlbox/ui/engines.py" line="405"/>
        <source>electricity %1 %2/kWh</source>
        <translation>电价 %1 %2/kWh</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/engines.py" line="409"/>
        <source>electricity %1 USD/kWh (cost-model example; set yours in Settings)</source>
        <translation>电价 %1 USD/kWh（成本模型示例；可在“设置”中自定义）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/engines.py" line="432"/>
        <source>no cloud offers are available</source>
        <translation>没有可用的云方案</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/engines.py" line="434"/>
        <source>pick a workload to compare speed with the cloud</source>
        <translation>请选择工作负载以与云端比较速度</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/engines.py" line="437"/>
        <source>no exchange rate for %1: add one in Settings</source>
        <translation>没有 %1 的汇率：请在“设置”中添加</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/engines.py" line="442"/>
        <source>no offers match the providers and pricing models chosen in Settings</source>
        <translation>没有方案符合“设置”中选择的供应商与计价方式</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/engines.py" line="626"/>
        <source>no speed estimate for this workload</source>
        <translation>此工作负载没有速度估计</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="215"/>
        <source>llama.cpp: also under Ollama and LM Studio (the default)</source>
        <translation>llama.cpp：Ollama 和 LM Studio 也基于它（默认）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="219"/>
        <source>llama.cpp, -fa off</source>
        <translation>llama.cpp，-fa off</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="220"/>
        <source>llama.cpp with FlashAttention off (-fa off)</source>
        <translation>llama.cpp，关闭 FlashAttention（-fa off）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="222"/>
        <source>vLLM: CUDA graphs, a pool of 90 % of the card</source>
        <translation>vLLM：CUDA graph，占用显卡 90 % 显存的内存池</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="225"/>
        <source>HF generate</source>
        <translation>HF generate</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="226"/>
        <source>Hugging Face generate, eager PyTorch: the CPU issues every token&apos;s calls</source>
        <translation>Hugging Face generate，eager PyTorch：每个词元的调用都由 CPU 逐一发出</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="231"/>
        <location filename="../../dlbox/ui/labels.py" line="236"/>
        <source>AutoAWQ&apos;s own loop, eager PyTorch</source>
        <translation>AutoAWQ 自己的解码循环，eager PyTorch</translation>
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
        <translation>其他软件栈在 %(n)s 条已发表运行结果上的误差（不参与任何拟合；其中 %(inside)s 落在范围内）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/calibration.py" line="653"/>
        <source>leave-one-GPU-out residuals of this workload</source>
        <translation>此工作负载逐一排除 GPU 后的残差</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/calibration.py" line="659"/>
        <source>residuals of %(workloads)s</source>
        <translation>%(workloads)s 的残差</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/calibration.py" line="669"/>
        <source>residuals of its family</source>
        <translation>同类模型的残差</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/calibration.py" line="676"/>
        <source>%(label)s, widened ×%(widen)s (not measured itself)</source>
        <translation>%(label)s，放宽 ×%(widen)s（本身没有实测）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/ceilings.py" line="84"/>
        <source>dataset fits in the page cache (80 %% of RAM) after the first epoch</source>
        <translation>第一个 epoch 之后数据集可放进页面缓存（内存的 80 %%）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/ceilings.py" line="90"/>
        <source>no storage given</source>
        <translation>未指定存储设备</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/ceilings.py" line="98"/>
        <source>drive speed unknown</source>
        <translation>硬盘速度未知</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/ceilings.py" line="101"/>
        <source>reading from %(drive)s</source>
        <translation>从 %(drive)s 读取</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/build_estimate.py" line="41"/>
        <source>mixed GPUs: estimated as %(count)s × %(gpu)s; data parallel runs at the pace of the slowest card</source>
        <translation>混用不同显卡：按 %(count)s × %(gpu)s 估计；数据并行训练的速度取决于最慢的那张卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/build_estimate.py" line="67"/>
        <source>the GPU link runs at most PCIe %(gen)s.0: %(case)s carries the card on its own PCIe %(gen)s.0 riser cable</source>
        <translation>GPU 链路最多以 PCIe %(gen)s.0 运行：%(case)s 以机箱自带的 PCIe %(gen)s.0 延长线承载显卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/build_estimate.py" line="82"/>
        <source>%(cpu)s&apos;s thread count is unknown: no CPU input-pipeline ceiling</source>
        <translation>%(cpu)s 的线程数未知：不计 CPU 数据输入管线的上限</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/build_estimate.py" line="91"/>
        <source>%(cpu)s&apos;s sustained power is unknown: its TDP is counted</source>
        <translation>%(cpu)s 的持续功耗未知：改按 TDP 计算</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/build_estimate.py" line="140"/>
        <source>%(gpu)s (open-air, slot %(upper)s) sits directly on the card in slot %(lower)s: stacked open-air cards lose about %(loss)s of their speed to heat (COMPAT_RULES.md rule 9), and the others wait for it — counted in this estimate</source>
        <translation>%(gpu)s（开放式散热，插槽 %(upper)s）紧贴在插槽 %(lower)s 的卡上：叠在一起的开放式散热卡因过热约损失 %(loss)s 的速度（COMPAT_RULES.md 规则 9），其他卡也要等它——已计入此估计</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/build_estimate.py" line="174"/>
        <source>the board has %(slots)s usable x16-size slots for %(count)s GPUs</source>
        <translation>主板只有 %(slots)s 个可用的 x16 尺寸插槽，却要装 %(count)s 张显卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/build_estimate.py" line="191"/>
        <source>slowest GPU link: PCIe %(gen)s.0 x%(lanes)s (%(board)s)</source>
        <translation>最慢的显卡链路：PCIe %(gen)s.0 x%(lanes)s（%(board)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="43"/>
        <source>FP16 mixed precision (AMP)</source>
        <translation>FP16 混合精度 (AMP)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="59"/>
        <source>tensor cores</source>
        <translation>张量核心</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="61"/>
        <source>FP32 math, 16-bit memory</source>
        <translation>FP32 运算、16 位内存</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="64"/>
        <source>%(gpu)s has no BF16: estimated in FP16 mixed precision (AMP with loss scaling, %(how)s), which is what users of this GPU run</source>
        <translation>%(gpu)s 不支持 BF16：改按 FP16 混合精度估计（AMP 加损失缩放，%(how)s），这也是这张显卡的用户实际的做法</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="73"/>
        <source>%(gpu)s has no %(asked)s math: estimated in %(used)s</source>
        <translation>%(gpu)s 不支持 %(asked)s 运算：改按 %(used)s 估计</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="124"/>
        <source>plain FP32 estimated no faster than TF32 on this GPU&apos;s tensor cores (the FP32 efficiency is fitted on Pascal, Volta and Turing, whose FP32 lanes are single-issue)</source>
        <translation>普通 FP32 的估计速度不超过此显卡张量核心上的 TF32（FP32 效率是用 Pascal、Volta 和 Turing 拟合的，它们的 FP32 单元每周期只发射一条指令）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="135"/>
        <source>software tier&apos;s speed-up capped: ×%(speedup)s would imply more than %(share)s of the %(precision)s peak</source>
        <translation>软件层级的加速已设上限：×%(speedup)s 意味着超过 %(precision)s 峰值的 %(share)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="148"/>
        <source>software tier &apos;%(tier)s&apos;: ×%(speedup)s over the calibrated eager stack (fitted on published runs of other stacks)</source>
        <translation>软件层级“%(tier)s”：比校准过的 eager 栈快 ×%(speedup)s（用其他栈的已发表运行结果拟合）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="161"/>
        <source>batch norm on NCHW tensors in BF16: PyTorch runs its own kernels instead of cuDNN&apos;s, +%(ms)s ms a step (channels-last or FP16 AMP avoids it)</source>
        <translation>BF16 下 NCHW 张量的批归一化：PyTorch 改用自己的内核函数而非 cuDNN 的，每步 +%(ms)s ms（用 channels-last 或 FP16 AMP 可避免）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="172"/>
        <source>power limit %(limit)s: ×%(speed)s speed</source>
        <translation>功耗上限 %(limit)s：速度 ×%(speed)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="240"/>
        <source>slot-powered board: under sustained tensor-core load it holds its base clock, %(share)s of the boost clock its peak TFLOPS are quoted at</source>
        <translation>仅靠插槽供电的显卡：持续张量核心负载下只维持基础频率，是标称峰值 TFLOPS 所用加速频率的 %(share)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="342"/>
        <source>eager step: the host needs %(ms)s ms to issue its operator calls (forward, backward, the %(optimizer)s step over every trainable tensor); the GPU waits %(waits)s ms of it, so a faster GPU would not help</source>
        <translation>eager 步骤：主机需要 %(ms)s ms 发出算子调用（前向、反向，以及对每个可训练张量执行的 %(optimizer)s 步骤）；显卡要等其中 %(waits)s ms，所以换更快的显卡也没有帮助</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="353"/>
        <source>eager step: the host needs %(ms)s ms to issue its operator calls (forward, backward, the %(optimizer)s step over every trainable tensor), hidden behind the GPU&apos;s own work</source>
        <translation>eager 步骤：主机需要 %(ms)s ms 发出算子调用（前向、反向，以及对每个可训练张量执行的 %(optimizer)s 步骤），被显卡自身的工作掩盖</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="383"/>
        <source>CPU-bound: ~%(launches)s kernel launches a step at ~%(us)s µs each (forward, backward, any recomputation and the %(optimizer)s step): the host needs %(ms)s ms and the GPU waits %(waits)s ms of it, so a faster GPU would not help; a larger batch spreads them over more tokens</source>
        <translation>受 CPU 限制：每步约 %(launches)s 次内核函数启动，每次约 %(us)s µs（前向、反向、任何重算，以及 %(optimizer)s 步骤）：主机需要 %(ms)s ms，显卡要等其中 %(waits)s ms，所以换更快的显卡也没有帮助；更大的批次能把这些启动分摊到更多词元上</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="395"/>
        <source>eager step: ~%(launches)s kernel launches a step at ~%(us)s µs each (forward, backward, any recomputation and the %(optimizer)s step) take the host %(ms)s ms; the GPU waits %(waits)s ms of it</source>
        <translation>eager 步骤：每步约 %(launches)s 次内核函数启动，每次约 %(us)s µs（前向、反向、任何重算，以及 %(optimizer)s 步骤），主机共需 %(ms)s ms；显卡要等其中 %(waits)s ms</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="405"/>
        <source>eager step: ~%(launches)s kernel launches a step at ~%(us)s µs each (forward, backward, any recomputation and the %(optimizer)s step) take the host %(ms)s ms, hidden behind the GPU&apos;s own work</source>
        <translation>eager 步骤：每步约 %(launches)s 次内核函数启动，每次约 %(us)s µs（前向、反向、任何重算，以及 %(optimizer)s 步骤），主机共需 %(ms)s ms，被显卡自身的计算时间掩盖</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="418"/>
        <source>16-bit matrix</source>
        <translation>16 位矩阵</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="419"/>
        <source>memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="428"/>
        <source>%(peak)s ×%(scale)s</source>
        <translation>%(peak)s ×%(scale)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="437"/>
        <source>its paper peaks scaled to what published micro-benchmarks measure against NVIDIA boards of its memory class (%(scaled)s; data/vendor_gemm.csv)</source>
        <translation>其规格峰值，按已发表微基准测试相对同显存等级 NVIDIA 显卡的实测比例缩放（%(scaled)s；data/vendor_gemm.csv）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="442"/>
        <source>%(a)s, %(b)s</source>
        <translation>%(a)s、%(b)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="446"/>
        <source>its paper peaks, as no micro-benchmark of its architecture is in data/vendor_gemm.csv</source>
        <translation>其规格峰值，因为 data/vendor_gemm.csv 中没有此架构的微基准测试</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="454"/>
        <source>uncalibrated: %(vendor)s %(architecture)s — every efficiency is fitted on NVIDIA runs and no %(vendor)s run enters any fit; estimated with %(measured)s. ROCm libraries (MIOpen convolutions, attention kernels) may reach less; treat the number and its band as unverified</source>
        <translation>未校准：%(vendor)s %(architecture)s——所有效率都是用 NVIDIA 的运行结果拟合，没有任何 %(vendor)s 的运行结果参与拟合；估计依据为%(measured)s。ROCm 库（MIOpen 卷积、注意力内核函数）可能达不到；请把这个数字及其范围视为未经验证</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="475"/>
        <source>batch %(batch)s = U-Net evaluations per denoising step: %(images)s images × 2 for classifier-free guidance; the host needs %(ms)s ms to dispatch a step&apos;s kernels whatever the batch, hidden behind the GPU&apos;s own work per step (fitted on published runs)</source>
        <translation>批次 %(batch)s = 每个去噪步骤的 U-Net 计算次数：%(images)s 张图 × 2（无分类器引导）；无论批次大小，主机都需要 %(ms)s ms 调度一个步骤的内核函数，被显卡每步自身的工作掩盖（用已发表运行结果拟合）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="489"/>
        <source>batch %(batch)s = U-Net evaluations per denoising step: %(images)s images × 2 for classifier-free guidance; host-bound: the host needs %(ms)s ms to dispatch a step&apos;s kernels whatever the batch and the GPU&apos;s own work is %(gpu_ms)s ms, so a faster GPU would not speed this up. That dispatch time is fitted on published runs, mostly on cloud A100 machines; the host CPU&apos;s single-thread speed sets it (%(host)s): published batch-1 runs on one A100 40 GB take 31–46 ms a step. Larger batches hide it</source>
        <translation>批次 %(batch)s = 每个去噪步骤的 U-Net 计算次数：%(images)s 张图 × 2（无分类器引导）；受主机限制：无论批次大小，主机都需要 %(ms)s ms 调度一个步骤的内核函数，而显卡自身的工作只要 %(gpu_ms)s ms，所以换更快的显卡也不会更快。这个调度时间用已发表运行结果拟合，大多是云端 A100 机器；它取决于主机 CPU 的单线程速度（%(host)s）：已发表的单张 A100 40 GB 批次 1 运行结果每步需 31–46 ms。更大的批次可掩盖它</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="510"/>
        <source>the reference host&apos;s</source>
        <translation>按参考主机计</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="513"/>
        <source>charged as on the reference host %(reference)s for every CPU: the one published desktop run that names its CPU matched that time unscaled</source>
        <translation>任何 CPU 都按参考主机 %(reference)s 计算：唯一注明 CPU 的已发表台式机运行结果，不缩放就与这个时间相符</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="522"/>
        <source>%(cpu)s: its single thread %(ratio)s× %(reference)s&apos;s</source>
        <translation>%(cpu)s：单线程速度为 %(reference)s 的 %(ratio)s×</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="528"/>
        <source>as on the reference host %(reference)s: the CPU&apos;s speed is unknown</source>
        <translation>按参考主机 %(reference)s 计算：CPU 速度未知</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="561"/>
        <source>without peer-to-peer every all-reduce is staged through host memory that all %(count)s cards share</source>
        <translation>没有点对点传输，每次 all-reduce 都要经过 %(count)s 张卡共用的主机内存中转</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="570"/>
        <source>the %(link)s link cannot move the gradients as fast as backward produces them</source>
        <translation>%(link)s 链路搬运梯度的速度赶不上反向传播产生梯度的速度</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="579"/>
        <source>%(count)s GPUs are slower than one here (%(total)s vs %(one)s samples/s): %(why)s; the all-reduce takes %(ms)s ms per step</source>
        <translation>这里 %(count)s 张显卡比一张还慢（%(total)s 对 %(one)s 样本/秒）：%(why)s；all-reduce 每步需 %(ms)s ms</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="619"/>
        <source>the weights&apos; all-gathers and the gradients&apos; reduce-scatter</source>
        <translation>权重的 all-gather 与梯度的 reduce-scatter</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="624"/>
        <source>the gradients&apos; all-reduce</source>
        <translation>梯度的 all-reduce</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="635"/>
        <source>%(what)s over %(link)s add %(ms)s ms to each %(step)s ms step (%(share)s): the whole of their time, since %(stack)s does not run them under the compute</source>
        <translation>%(what)s 经由 %(link)s，让每个 %(step)s ms 的步骤增加 %(ms)s ms（%(share)s）：全部时间都算进去，因为 %(stack)s 不会把它们与计算重叠执行</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="644"/>
        <source>%(what)s over %(link)s add %(ms)s ms to each %(step)s ms step (%(share)s): %(waits)s ms exposed (nothing left to overlap), %(contention)s ms of contention (compute runs slower while NCCL&apos;s kernels hold SMs and memory bandwidth beside it)</source>
        <translation>%(what)s 经由 %(link)s，让每个 %(step)s ms 的步骤增加 %(ms)s ms（%(share)s）：%(waits)s ms 无法被掩盖（没有可重叠的工作了），%(contention)s ms 是资源争用（NCCL 的内核函数同时占用 SM 和显存带宽，计算因而变慢）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="706"/>
        <location filename="../../dlbox/core/estimate/explain.py" line="708"/>
        <source>AutoAWQ&apos;s own loop over its fused blocks</source>
        <translation>AutoAWQ 自己对融合块的循环</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="709"/>
        <source>TinyChat&apos;s own loop over its fused blocks</source>
        <translation>TinyChat 自己对融合块的循环</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="711"/>
        <source>Hugging Face generate</source>
        <translation>Hugging Face generate</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="714"/>
        <source>Hugging Face generate, its expert layers through batched_mm (a copy of each routed token&apos;s experts)</source>
        <translation>Hugging Face generate，其专家层走 batched_mm（为每个路由到的词元复制一份其专家权重）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="719"/>
        <source>Hugging Face generate, its expert layers one expert at a time (the eager loop, two host syncs per expert)</source>
        <translation>Hugging Face generate，其专家层一次跑一个专家（eager 循环，每个专家两次主机同步）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="746"/>
        <source>eager decoding (%(runner)s): the host&apos;s CPU issues each token&apos;s operator calls from Python in %(ms)s ms; the GPU waits %(waits)s ms of it, so a faster CPU core or a compiled stack (software tier &apos;compiled&apos;) would help more than a faster GPU</source>
        <translation>eager 解码（%(runner)s）：主机 CPU 从 Python 发出每个词元的算子调用需 %(ms)s ms；显卡要等其中 %(waits)s ms，所以更快的 CPU 核心或编译过的栈（软件层级“compiled”）比更快的显卡更有帮助</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="758"/>
        <source>eager decoding (%(runner)s): the host&apos;s CPU issues each token&apos;s operator calls from Python in %(ms)s ms, mostly hidden behind the GPU&apos;s reading of the weights</source>
        <translation>eager 解码（%(runner)s）：主机 CPU 从 Python 发出每个词元的算子调用需 %(ms)s ms，大多被显卡读取权重的时间掩盖</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="782"/>
        <source>each of the %(layers)s layers&apos; small kernels cost %(us)s µs per token (%(ms)s ms) beside %(weights)s ms reading the weights, whatever the model&apos;s size or its share on each GPU; this stack launches them one by one on this GPU (no CUDA graph: llama.cpp below its Volta gate, or an older build)</source>
        <translation>%(layers)s 层中每层的小内核函数每个词元花 %(us)s µs（共 %(ms)s ms），另有读取权重的 %(weights)s ms，与模型大小或每张显卡分到的份额无关；此栈在这张显卡上逐个启动它们（没有 CUDA graph：llama.cpp 在 Volta 之前的显卡，或较旧的版本）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="792"/>
        <source>each of the %(layers)s layers&apos; small kernels cost %(us)s µs per token (%(ms)s ms) beside %(weights)s ms reading the weights, whatever the model&apos;s size or its share on each GPU</source>
        <translation>%(layers)s 层中每层的小内核函数每个词元花 %(us)s µs（共 %(ms)s ms），另有读取权重的 %(weights)s ms，与模型大小或每张显卡分到的份额无关</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="816"/>
        <source> on this GPU&apos;s %(sms)s SMs</source>
        <translation>，分布在此 GPU 的 %(sms)s 个 SM 上</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="821"/>
        <source>attention: this runner&apos;s decode kernel (FasterTransformer&apos;s masked attention) runs one thread block per sequence and head, %(blocks)s blocks%(where)s, so it reads the KV cache at its blocks&apos; share of the bandwidth: %(ms)s ms per token at %(tokens)s tokens of context; a flash-decoding stack splits the context and reads it at the card&apos;s bandwidth</source>
        <translation>注意力：此运行器的解码内核函数（FasterTransformer 的 masked attention）为每个序列和注意力头各启动一个线程块，共 %(blocks)s 个线程块%(where)s，因此只能以这些线程块所占的带宽份额读取 KV 缓存：在 %(tokens)s 个词元的上下文下每个词元需 %(ms)s 毫秒；flash-decoding 类的栈会切分上下文，以整张卡的带宽读取</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="848"/>
        <source>weights: this decode kernel&apos;s thread blocks are one warp and an SM of this GPU holds at most %(warps)s blocks, so %(warps)s warps an SM load the weights: %(ms)s ms per token, slower than the bandwidth and the unpacking allow</source>
        <translation>权重：此解码内核函数的线程块只有一个 warp，而此 GPU 的每个 SM 最多容纳 %(warps)s 个块，因此每个 SM 只有 %(warps)s 个 warp 在加载权重：每个词元 %(ms)s ms，比带宽和解包所允许的更慢</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="869"/>
        <source>weights: this GEMM kernel pads a token&apos;s row to a 16-row tile and gives each matrix few thread blocks, each walking its share of the inputs one memory round trip at a time: the narrow and deep matrices add %(ms)s ms per token to what the bandwidth and the unpacking allow</source>
        <translation>权重：此 GEMM 内核函数把一个词元的单行补齐为 16 行的分块，且每个矩阵只分到少数线程块，每个线程块一次一趟内存往返地走完它那份输入：窄而深的矩阵在带宽与解包所允许的时间之外，每个词元再多 %(ms)s ms</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_cpu.py" line="170"/>
        <source>host-bound</source>
        <translation>受主机限制</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_cpu.py" line="172"/>
        <source>host calls</source>
        <translation>主机调用</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_cpu.py" line="177"/>
        <source>%(head)s: %(us)s µs per kernel launch on CPU %(cpu)s (its single thread %(ratio)s× the reference host %(reference)s&apos;s)</source>
        <translation>%(head)s：在 CPU %(cpu)s 上每次内核函数启动 %(us)s µs（其单线程速度为参考主机 %(reference)s 的 %(ratio)s×）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_cpu.py" line="182"/>
        <source>%(head)s: %(us)s µs per kernel launch, as on the reference host %(reference)s (%(what)s)</source>
        <translation>%(head)s：每次内核函数启动 %(us)s µs，按参考主机 %(reference)s 计算（%(what)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_cpu.py" line="192"/>
        <source>%(head)s: %(us)s µs per call on CPU %(cpu)s (its single thread %(ratio)s× the reference host %(reference)s&apos;s)</source>
        <translation>%(head)s：在 CPU %(cpu)s 上每次调用 %(us)s µs（其单线程速度为参考主机 %(reference)s 的 %(ratio)s×）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_cpu.py" line="220"/>
        <source>not scaled by the CPU: published desktop runs of this kind matched it unscaled</source>
        <translation>不按 CPU 缩放：这类已发表的台式机运行结果不缩放就相符</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_cpu.py" line="226"/>
        <source>no CPU given</source>
        <translation>未指定 CPU</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_cpu.py" line="228"/>
        <source>%(cpu)s&apos;s single-thread speed unknown</source>
        <translation>%(cpu)s 的单线程速度未知</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_cpu.py" line="197"/>
        <source>%(head)s: %(us)s µs per call, as on the reference host %(reference)s (%(what)s)</source>
        <translation>%(head)s：每次调用 %(us)s µs，按参考主机 %(reference)s 计算（%(what)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_optimizer.py" line="36"/>
        <source>a DGX A100&apos;s host (2 × AMD EPYC 7742)</source>
        <translation>DGX A100 的主机（2 × AMD EPYC 7742）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_optimizer.py" line="55"/>
        <source>%(channels)s × %(mts)s MT/s = %(gbs)s GB/s</source>
        <translation>%(channels)s × %(mts)s MT/s = %(gbs)s GB/s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_optimizer.py" line="62"/>
        <source>host RAM not given: charged as on %(host)s, %(ram)s</source>
        <translation>未提供主机内存：按 %(host)s 计算，%(ram)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/llamacpp_host.py" line="49"/>
        <source>llama.cpp&apos;s host prepares each token&apos;s graph while the GPU waits: %(ms)s ms on CPU %(cpu)s (its single thread %(ratio)s× the reference host %(reference)s&apos;s)</source>
        <translation>llama.cpp 的主机在 GPU 等待时为每个词元准备计算图：在 CPU %(cpu)s 上需 %(ms)s 毫秒（其单线程性能为参考主机 %(reference)s 的 %(ratio)s 倍）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/llamacpp_host.py" line="54"/>
        <source>llama.cpp&apos;s host prepares each token&apos;s graph while the GPU waits: %(ms)s ms, as on the reference host %(reference)s (%(what)s)</source>
        <translation>llama.cpp 的主机在 GPU 等待时为每个词元准备计算图：%(ms)s 毫秒，按参考主机 %(reference)s 计算（%(what)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/offload.py" line="66"/>
        <source>PCIe %(gen)s.0 x%(lanes)s (%(gbs)s GB/s per direction)</source>
        <translation>PCIe %(gen)s.0 x%(lanes)s（每个方向 %(gbs)s GB/s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/offload.py" line="72"/>
        <source>PCIe %(gen)s.0 x%(lanes)s (%(gbs)s GB/s per direction, the card&apos;s own: the slot is not known)</source>
        <translation>PCIe %(gen)s.0 x%(lanes)s（每个方向 %(gbs)s GB/s，按显卡本身计：插槽未知）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/offload.py" line="154"/>
        <source>PyTorch&apos;s CPU AdamW (FSDP)</source>
        <translation>PyTorch 的 CPU AdamW（FSDP）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/offload.py" line="143"/>
        <source>PCIe copies over %(link)s, run under the GPU&apos;s compute: gradients down %(down)s ms per micro-batch (streamed during backward), weights up %(up)s ms per micro-batch (prefetched during forward and backward)</source>
        <translation>经由 %(link)s 的 PCIe 传输，与显卡的计算同时进行：梯度下传每个微批次 %(down)s ms（在反向传播期间流式传输）、权重上传每个微批次 %(up)s ms（在前向和反向传播期间预取）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/offload.py" line="157"/>
        <source>PCIe copies over %(link)s: gradients down %(down)s ms per micro-batch (streamed during backward, under its compute), updated weights up %(up)s ms per optimizer step (beside the CPU step)</source>
        <translation>经由 %(link)s 的 PCIe 传输：梯度下传每个微批次 %(down)s ms（在反向传播期间流式传输，与其计算同时进行）、更新后的权重上传每个优化器步骤 %(up)s ms（与 CPU 步骤同时进行）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/offload.py" line="167"/>
        <source>DeepSpeed&apos;s CPU Adam</source>
        <translation>DeepSpeed 的 CPU Adam</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/offload.py" line="171"/>
        <source>host RAM %(ram)s</source>
        <translation>主机内存 %(ram)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/offload.py" line="176"/>
        <source>CPU optimizer step ≥ %(ms)s ms per optimizer step (%(who)s, %(ram)s), shared by %(n)s micro-batches</source>
        <translation>CPU 优化器步骤每次 ≥ %(ms)s ms（%(who)s，%(ram)s），由 %(n)s 个微批次分摊</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/offload.py" line="186"/>
        <source>CPU optimizer step ≥ %(ms)s ms per optimizer step (%(who)s, %(ram)s)</source>
        <translation>CPU 优化器步骤每次 ≥ %(ms)s ms（%(who)s，%(ram)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/offload.py" line="203"/>
        <source>CPU offload (%(mode)s): each %(step)s ms micro-batch waits %(ms)s ms on it (%(share)s; only what the GPU&apos;s compute does not hide): %(pcie)s; %(cpu)s; the next forward waits for the CPU step (no delayed parameter update); these floors come to less than the GPU&apos;s own update that offload takes off it (%(replaced)s ms), so that is charged: offload never speeds a step up</source>
        <translation>CPU 卸载（%(mode)s）：每个 %(step)s ms 的微批次要为它等待 %(ms)s ms（%(share)s；只计显卡计算掩盖不了的部分）：%(pcie)s；%(cpu)s；下一次前向要等 CPU 步骤完成（没有延迟参数更新）；这些下限加起来少于卸载从显卡拿走的更新本身（%(replaced)s ms），所以改计后者：卸载绝不会让一步变快</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/offload.py" line="216"/>
        <source>CPU offload (%(mode)s): each %(step)s ms micro-batch waits %(ms)s ms on it (%(share)s; only what the GPU&apos;s compute does not hide): %(pcie)s; %(cpu)s; the next forward waits for the CPU step (no delayed parameter update)</source>
        <translation>CPU 卸载（%(mode)s）：每个 %(step)s ms 的微批次要为它等待 %(ms)s ms（%(share)s；只计显卡计算掩盖不了的部分）：%(pcie)s；%(cpu)s；下一次前向要等 CPU 步骤完成（没有延迟参数更新）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/llamacpp_fusion.py" line="261"/>
        <source>llama.cpp build: the backend this GPU runs is not known, so no kernel fusion is counted: the fitted per-layer cost (%(base)s kernels a layer)</source>
        <translation>llama.cpp 版本：不知道这张显卡运行哪个后端，所以不计入任何内核函数融合：沿用拟合的每层成本（每层 %(base)s 个内核函数）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/llamacpp_fusion.py" line="271"/>
        <source>llama.cpp build: a current one (%(backend)s backend, every kernel fusion of 2025, the last from %(last)s): %(count)s kernels a layer; a build from before June 2025: %(base)s</source>
        <translation>llama.cpp 版本：当前版本（%(backend)s 后端，含 2025 年全部内核函数融合，最后一项始于 %(last)s）：每层 %(count)s 个内核函数；2025 年 6 月以前的版本：%(base)s 个</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/llamacpp_fusion.py" line="292"/>
        <source>llama.cpp build of %(build)s (%(backend)s backend): %(count)s kernels a layer; a current build: %(current)s</source>
        <translation>%(build)s 的 llama.cpp 版本（%(backend)s 后端）：每层 %(count)s 个内核函数；当前版本：%(current)s 个</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/llamacpp_fusion.py" line="304"/>
        <source>on a Pascal or older GPU llama.cpp does not fuse the quantised gate and up products (3 kernels a layer more)</source>
        <translation>在 Pascal 或更旧的显卡上，llama.cpp 不融合量化的 gate 与 up 乘积（每层多 3 个内核函数）</translation>
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
        <translation>llama.cpp 开启 -fa：不再实际存放 K·Q 分数</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="250"/>
        <source>vLLM --gpu-memory-utilization %(value)s: the pool it takes of the card</source>
        <translation>vLLM --gpu-memory-utilization %(value)s：它占用显存的比例</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="277"/>
        <source>vLLM --kv-cache-dtype fp8; llama.cpp -ctk q8_0 -ctv q8_0 (needs -fa)</source>
        <translation>vLLM --kv-cache-dtype fp8；llama.cpp -ctk q8_0 -ctv q8_0（需要 -fa）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="339"/>
        <source>torchtitan --activation_checkpoint.mode selective (op-level policy)</source>
        <translation>torchtitan --activation_checkpoint.mode selective（算子级策略）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="361"/>
        <source>accumulate %(n)s micro-batches to keep the effective batch</source>
        <translation>累积 %(n)s 个微批次以保持有效批次</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="383"/>
        <source>torch.optim.AdamW(fused=True): one kernel updates weights and moments in place, with no temporary copy of the states and fewer passes over them</source>
        <translation>torch.optim.AdamW(fused=True)：用单个内核函数就地更新权重和动量，不产生状态的临时副本，读写它们的次数也更少</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="402"/>
        <source>bitsandbytes AdamW8bit: 2 bytes of state per weight, no FP32 master copy</source>
        <translation>bitsandbytes AdamW8bit：每个权重 2 字节状态，没有 FP32 主权重副本</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="416"/>
        <source>bitsandbytes PagedAdamW8bit with optimizer_in_bwd (torchtune&apos;s single-GPU full fine-tune): states page to host RAM when the GPU is full; speed cost counts that paging over PCIe</source>
        <translation>bitsandbytes PagedAdamW8bit 搭配 optimizer_in_bwd（torchtune 的单卡完整微调）：显存满时状态会分页到主机内存；速度成本已计入经 PCIe 的分页</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="454"/>
        <source>FSDP CPU offload: layers stream in from host RAM</source>
        <translation>FSDP CPU 卸载：各层从主机内存流式载入</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="476"/>
        <source>split by layers: the GPUs take turns on each token, so it is no faster than one GPU; their memory adds</source>
        <translation>按层切分：各 GPU 轮流处理每个词元，因此不比单张 GPU 快；但显存相加</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="484"/>
        <source>tensor parallel: every GPU streams its share of each layer at once, two all-reduces per layer</source>
        <translation>张量并行：每张 GPU 同时读取各层中自己的那一份，每层两次 all-reduce</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="492"/>
        <source>llama.cpp -sm row: the weights&apos; rows are split; the main GPU holds the KV cache and runs attention</source>
        <translation>llama.cpp -sm row：权重按行切分；主 GPU 存放 KV 缓存并执行注意力计算</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="791"/>
        <source>speed compared at batch %(batch)s per GPU, the batch this remedy fits, with the unchanged run at that batch (as set it is priced at batch %(now)s)</source>
        <translation>速度按每张 GPU 批次 %(batch)s（此对策可容纳的批次）与同一批次下未更改的运行比较（当前设置按批次 %(now)s 估算）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="809"/>
        <source>faster: the 8-bit update moves fewer bytes per weight than torch&apos;s AdamW (%(impl)s)</source>
        <translation>更快：8 位更新每个权重搬运的字节比 torch 的 AdamW（%(impl)s）少</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="820"/>
        <source>faster: each GPU steps the optimizer for 1/%(n)s of the weights, which saves more time than the sharding&apos;s communication adds</source>
        <translation>更快：每张 GPU 只为 1/%(n)s 的权重执行优化器步骤，节省的时间多于分片增加的通信时间</translation>
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
        <translation>每张 GPU 批次 %(batch)s 时速度 ×%(speed)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="1010"/>
        <source>×%(speed)s speed</source>
        <translation>速度 ×%(speed)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/hf_generate.py" line="134"/>
        <source>text-generation-webui&apos;s llamacpp_HF loader runs Hugging Face&apos;s generate loop, converts the whole sequence and copies the logits through a Python list every token while llama.cpp waits: %(ms)s ms on CPU %(cpu)s (its single thread %(ratio)s× the measuring machine %(reference)s&apos;s)</source>
        <translation>text-generation-webui 的 llamacpp_HF 加载器每个词元都运行 Hugging Face 的 generate 循环、转换整个序列，并经由 Python 列表复制 logits，期间 llama.cpp 只能等待：在 CPU %(cpu)s 上 %(ms)s ms（其单线程为测量机器 %(reference)s 的 %(ratio)s×）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/hf_generate.py" line="141"/>
        <source>text-generation-webui&apos;s llamacpp_HF loader runs Hugging Face&apos;s generate loop, converts the whole sequence and copies the logits through a Python list every token while llama.cpp waits: %(ms)s ms, as measured on %(reference)s (%(what)s)</source>
        <translation>text-generation-webui 的 llamacpp_HF 加载器每个词元都运行 Hugging Face 的 generate 循环、转换整个序列，并经由 Python 列表复制 logits，期间 llama.cpp 只能等待：%(ms)s ms，按 %(reference)s 上的测量值（%(what)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/hf_generate.py" line="154"/>
        <source>PyTorch before its vectorised 16-bit torch.cat (2025) grows Hugging Face&apos;s cache one element per thread, at the 4-byte rate: +%(ms)s ms per token</source>
        <translation>PyTorch 在其向量化 16 位 torch.cat（2025）之前，以每线程一个元素的方式扩展 Hugging Face 的缓存，速率与 4 字节元素相同：每个词元 +%(ms)s ms</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/multi_gpu.py" line="143"/>
        <source>%(engine)s splits every weight matrix by rows over the %(gpus)s GPUs (-sm row): their bandwidth adds for the weights, but the main GPU holds the KV cache and runs attention, each product&apos;s result is gathered on it (%(ms)s ms per token on %(link)s), and CUDA graphs are off</source>
        <translation>%(engine)s 将每个权重矩阵按行切分到 %(gpus)s 张 GPU 上（-sm row）：读取权重的带宽相加，但主 GPU 保存 KV 缓存并执行注意力计算，每次矩阵乘法的结果都要汇总到主 GPU（在 %(link)s 上每个词元 %(ms)s ms），且 CUDA graphs 会关闭</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/multi_gpu.py" line="158"/>
        <source>%(engine)s splits the model over the %(gpus)s GPUs by layers: a token passes them one after another, so it decodes no faster than one GPU holding the whole model; the GPUs add memory, not speed (handing the hidden state on costs %(ms)s ms per token on %(link)s)</source>
        <translation>%(engine)s 将模型按层拆分到 %(gpus)s 张 GPU 上：每个词元依次经过它们，因此解码速度不会超过一张能装下整个模型的 GPU；多张 GPU 增加的是显存而非速度（在 %(link)s 上传递隐藏状态每个词元需 %(ms)s 毫秒）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/multi_gpu.py" line="172"/>
        <source>%(engine)s loads the whole model onto one GPU: the other %(idle)s add neither memory nor speed</source>
        <translation>%(engine)s 将整个模型加载到一张 GPU 上：其余 %(idle)s 张既不增加显存也不增加速度</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/multi_gpu.py" line="182"/>
        <source>every layer is split over the %(gpus)s GPUs (tensor parallel, as %(engine)s runs it): their bandwidth adds, and two all-reduces per layer cost %(ms)s ms per token on %(link)s</source>
        <translation>每一层都拆分到 %(gpus)s 张 GPU 上（张量并行，%(engine)s 的做法）：它们的带宽相加，每层两次 all-reduce 在 %(link)s 上每个词元需 %(ms)s 毫秒</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/llamacpp_fusion.py" line="252"/>
        <source>llama.cpp build: its CUDA kernel fusions of 2025 are not counted for a mixture-of-experts model (its routed experts&apos; kernels are not modelled): the fitted per-layer cost of the builds before them</source>
        <translation>llama.cpp 版本：混合专家模型不计入其 2025 年的 CUDA 内核函数融合（其路由专家的内核函数未建模）：沿用融合之前版本拟合的每层成本</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/llamacpp_fusion.py" line="283"/>
        <source>llama.cpp build: of no known date, charged the fitted per-layer cost (%(base)s kernels a layer); a current build: %(current)s</source>
        <translation>llama.cpp 版本：日期不明，按拟合的每层成本计算（每层 %(base)s 个内核函数）；当前版本：%(current)s 个</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <location filename="../../dlbox/core/export/report.py" line="73"/>
        <source>%(n)s PSU cable per card</source>
        <translation>每张卡 %(n)s 根电源线</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/report.py" line="74"/>
        <source>%(n)s PSU cables per card</source>
        <translation>每张卡 %(n)s 根电源线</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/report.py" line="78"/>
        <source>%(n)s 12 V rail per card</source>
        <translation>每张卡 %(n)s 路 12 V 输出</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/report.py" line="79"/>
        <source>%(n)s 12 V rails per card</source>
        <translation>每张卡 %(n)s 路 12 V 输出</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/report.py" line="88"/>
        <source>card model not named (catalogue dimensions assumed)</source>
        <translation>未注明显卡型号（采用目录尺寸）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/report.py" line="212"/>
        <source>not in catalogue — using the saved specs</source>
        <translation>不在目录中 — 使用已保存的规格</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/report.py" line="219"/>
        <source>saved specs; the catalogue entry changed since this build was saved</source>
        <translation>已保存的规格；此配置保存后，目录中的条目已更改</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/report.py" line="347"/>
        <source>%(n)s line has no known price and is not in the total.</source>
        <translation>%(n)s 个项目没有已知价格，未计入总计。</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/report.py" line="349"/>
        <source>%(n)s lines have no known price and are not in the total.</source>
        <translation>%(n)s 个项目没有已知价格，未计入总计。</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/report.py" line="358"/>
        <source>Lines priced in %(currencies)s are not in the total: no exchange rate to %(currency)s.</source>
        <translation>以 %(currencies)s 计价的项目未计入总计：没有换算为 %(currency)s 的汇率。</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/report.py" line="371"/>
        <source>Converted at %(rates)s.</source>
        <translation>换算汇率：%(rates)s。</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="14"/>
        <source>GPU</source>
        <translation>显卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="15"/>
        <source>CPU</source>
        <translation>处理器</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="16"/>
        <source>Motherboard</source>
        <translation>主板</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="17"/>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="18"/>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="19"/>
        <source>Power supply</source>
        <translation>电源</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="20"/>
        <source>Case</source>
        <translation>机箱</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="21"/>
        <source>CPU cooler</source>
        <translation>CPU 散热器</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="25"/>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="26"/>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="27"/>
        <source>Qty</source>
        <translation>数量</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="28"/>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="29"/>
        <source>Line total</source>
        <translation>小计</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="30"/>
        <source>Price date</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="31"/>
        <source>Price source</source>
        <translation>价格来源</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="33"/>
        <source>Total</source>
        <translation>总计</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="34"/>
        <source>Compatibility findings</source>
        <translation>兼容性检查结果</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="35"/>
        <source>Training speed</source>
        <translation>训练速度</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="36"/>
        <source>Own vs rent</source>
        <translation>自购 vs 租用</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="37"/>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="38"/>
        <source>Quoted total: %(amount)s (%(source)s, %(date)s)</source>
        <translation>报价总额：%(amount)s（%(source)s，%(date)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="39"/>
        <source>fix: %(fix)s</source>
        <translation>修复：%(fix)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="40"/>
        <source>Fix:</source>
        <translation>修复：</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="41"/>
        <source>Made with %(generator)s on %(date)s.</source>
        <translation>由 %(generator)s 于 %(date)s 生成。</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="44"/>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="45"/>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="46"/>
        <source>note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="11"/>
        <source>not estimated: the build has no GPU</source>
        <translation>未估计：此配置没有显卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="12"/>
        <source>not estimated: %(reason)s</source>
        <translation>未估计：%(reason)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="13"/>
        <source>does not fit in GPU memory (needs about %(gb)s GB per GPU)</source>
        <translation>放不进显卡显存（每张显卡约需 %(gb)s GB）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="14"/>
        <source>%(speed)s %(unit)s (estimate, likely %(low)s–%(high)s); bound by %(bound)s</source>
        <translation>%(speed)s %(unit)s（估计值，可能 %(low)s–%(high)s）；瓶颈：%(bound)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="17"/>
        <source>Time to train</source>
        <translation>训练所需时间</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="18"/>
        <source>%(hours)s h for %(epochs)s epoch, %(watts)s W under load</source>
        <translation>%(epochs)s 个 epoch 需 %(hours)s 小时，负载功耗 %(watts)s W</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="19"/>
        <source>%(hours)s h for %(epochs)s epochs, %(watts)s W under load</source>
        <translation>%(epochs)s 个 epoch 需 %(hours)s 小时，负载功耗 %(watts)s W</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="22"/>
        <source>%(n)s micro-batches per step</source>
        <translation>每步 %(n)s 个微批次</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="23"/>
        <source>%(a)s, %(b)s</source>
        <translation>%(a)s，%(b)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="25"/>
        <source>Break-even</source>
        <translation>回本点</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="26"/>
        <source>not compared: %(reason)s</source>
        <translation>未比较：%(reason)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="27"/>
        <source>not compared: no offer has a speed estimate for %(workload)s</source>
        <translation>未比较：没有方案有 %(workload)s 的速度估计</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="30"/>
        <source>%(share)s utilisation</source>
        <translation>利用率 %(share)s</translation>
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
        <translation>%(offer)s，%(gpus)s，标价每小时 %(listed)s；此配置的速度是它的 %(ratio)s 倍，因此在%(share)s 下，此配置一小时的工作量在那里要 %(cost)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="39"/>
        <source>Break-even against the cheapest comparable rental</source>
        <translation>相对最便宜的可比租用方案的回本点</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="40"/>
        <source>%(when)s (capital %(capital)s, %(watts)s W, electricity %(electricity)s)</source>
        <translation>%(when)s（购置成本 %(capital)s，%(watts)s W，电价 %(electricity)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="43"/>
        <source>%(price)s (cost-model example)</source>
        <translation>%(price)s（成本模型示例）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="44"/>
        <source>renting stays cheaper at %(share)s</source>
        <translation>在%(share)s 下租用一直更便宜</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="45"/>
        <source>owning is cheaper after %(days)s days at %(share)s</source>
        <translation>在%(share)s 下，%(days)s 天后自购更便宜</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="46"/>
        <source>owning is cheaper after %(days)s days (%(years)s years) at %(share)s</source>
        <translation>在%(share)s 下，%(days)s 天（%(years)s 年）后自购更便宜</translation>
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
        <translation>请选择 %(type)s 内存</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="68"/>
        <source>%(kit)s is %(type)s; %(cpu)s supports %(types)s</source>
        <translation>%(kit)s 是 %(type)s；%(cpu)s 支持 %(types)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="91"/>
        <source>%(board)s&apos;s memory type is unknown: check it takes %(type)s</source>
        <translation>%(board)s 的内存类型不明：请确认它能使用 %(type)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="114"/>
        <source>%(kit)s is SO-DIMM; whether %(board)s (%(form)s) takes SO-DIMM or full DIMMs is not recorded — check its manual</source>
        <translation>%(kit)s 是 SO-DIMM；资料未记录 %(board)s（%(form)s）使用 SO-DIMM 还是标准 DIMM，请查阅其说明书</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="132"/>
        <source>%(kit)s is %(module)s; %(board)s (%(form)s) takes %(wanted)s modules</source>
        <translation>%(kit)s 是 %(module)s；%(board)s（%(form)s）使用 %(wanted)s 模组</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="164"/>
        <source>%(n)s memory modules; %(board)s has %(slots)s slots</source>
        <translation>%(n)s 条内存；%(board)s 只有 %(slots)s 个插槽</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="166"/>
        <source>%(n)s memory modules; %(board)s has %(slots)s slot</source>
        <translation>%(n)s 条内存；%(board)s 只有 %(slots)s 个插槽</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="177"/>
        <source>Use at most %(slots)s modules: fewer, larger modules</source>
        <translation>最多使用 %(slots)s 条：改用更少、容量更大的模组</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="181"/>
        <source>Use a single, larger module: the board has %(slots)s slot</source>
        <translation>请改用单条、容量更大的模组：这块主板只有 %(slots)s 个插槽</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="208"/>
        <source>%(total)s of memory; %(part)s supports at most %(limit)s</source>
        <translation>内存共 %(total)s；%(part)s 最多支持 %(limit)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="219"/>
        <source>Keep memory at or below %(limit)s</source>
        <translation>内存请保持在 %(limit)s 以内</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="235"/>
        <source>%(board)s&apos;s support for registered memory (RDIMM) is unknown: check it takes %(kit)s</source>
        <translation>%(board)s 是否支持寄存式内存（RDIMM）不明：请确认它能使用 %(kit)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="304"/>
        <source>%(kit)s is registered (RDIMM); %(board)s takes unbuffered DIMMs only</source>
        <translation>%(kit)s 是寄存式（RDIMM）；%(board)s 只支持无缓冲 DIMM</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="307"/>
        <source>Pick unbuffered (UDIMM) memory</source>
        <translation>请选择无缓冲（UDIMM）内存</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="311"/>
        <source>%(kit)s is unbuffered; %(board)s takes registered ECC DIMMs (RDIMM) only</source>
        <translation>%(kit)s 是无缓冲内存；%(board)s 只支持寄存式 ECC DIMM（RDIMM）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="315"/>
        <source>Pick registered ECC memory (RDIMM)</source>
        <translation>请选择寄存式 ECC 内存（RDIMM）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="266"/>
        <source>ECC support of %(parts)s is unknown: check it for %(kit)s</source>
        <translation>%(parts)s 是否支持 ECC 不明：请确认能否搭配 %(kit)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="280"/>
        <source>%(kit)s is ECC; %(parts)s do not support ECC: it will run with error correction off (some boards refuse ECC modules)</source>
        <translation>%(kit)s 是 ECC 内存；%(parts)s 不支持 ECC：将在关闭纠错的情况下运行（部分主板不接受 ECC 模组）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="286"/>
        <source>%(kit)s is ECC; %(parts)s does not support ECC: it will run with error correction off (some boards refuse ECC modules)</source>
        <translation>%(kit)s 是 ECC 内存；%(parts)s 不支持 ECC：将在关闭纠错的情况下运行（部分主板不接受 ECC 模组）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="334"/>
        <source>%(kit)s is rated %(speed)s MT/s; %(part)s supports %(limit)s MT/s, so it will run at %(limit)s MT/s or below</source>
        <translation>%(kit)s 的额定频率为 %(speed)s MT/s；%(part)s 支持 %(limit)s MT/s，因此将以 %(limit)s MT/s 或更低频率运行</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="356"/>
        <source>%(n)s different memory kits: mixed kits often fail to run at their rated speed together; one kit of the full size is safer</source>
        <translation>%(n)s 套不同的内存套装：混用套装常常无法一起跑在额定频率；改用一套足量的套装更稳妥</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="585"/>
        <source>the %(socket)s platform</source>
        <translation>%(socket)s 平台</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="598"/>
        <source>%(n)s %(kind)s modules on %(channels)s channels is %(dpc)s per channel: %(cpu)s then supports %(limit)s MT/s, not the kit&apos;s %(speed)s MT/s (its XMP/EXPO profile may not train at all)</source>
        <translation>%(n)s 条 %(kind)s 模组插在 %(channels)s 个通道上，每通道 %(dpc)s 条：此时 %(cpu)s 只支持 %(limit)s MT/s，而非套装的 %(speed)s MT/s（其 XMP/EXPO 配置文件可能根本无法稳定运行）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="609"/>
        <source>%(n)s %(kind)s modules on %(channels)s channels is %(dpc)s per channel: %(cpu)s then supports at most %(limit)s MT/s whatever the modules&apos; rank (not stated), not the kit&apos;s %(speed)s MT/s (its XMP/EXPO profile may not train at all)</source>
        <translation>%(n)s 条 %(kind)s 模组插在 %(channels)s 个通道上，每通道 %(dpc)s 条：无论模组的 rank（未注明）为何，此时 %(cpu)s 最多只支持 %(limit)s MT/s，而非套装的 %(speed)s MT/s（其 XMP/EXPO 配置文件可能根本无法稳定运行）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="618"/>
        <source>at most %(limit)s</source>
        <translation>最多 %(limit)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="625"/>
        <source>Use %(channels)s larger modules (one per channel) for the same capacity: %(cpu)s supports %(one)s MT/s at one module per channel (the kit&apos;s %(speed)s MT/s only as its XMP/EXPO profile) instead of %(limit)s (about %(gain)s more memory bandwidth at %(one)s; CPU-side data loading gains, GPU-bound training does not)</source>
        <translation>改用 %(channels)s 条更大容量的模组（每通道一条）达到相同容量：每通道一条时 %(cpu)s 支持 %(one)s MT/s（模组的 %(speed)s MT/s 仅为其 XMP/EXPO 配置文件），而非 %(limit)s（以 %(one)s 计内存带宽约多 %(gain)s；CPU 端的数据加载会受益，受 GPU 限制的训练则不会）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="642"/>
        <source>Use %(channels)s larger modules (one per channel) for the same capacity: %(speed)s MT/s instead of %(limit)s (about %(gain)s more memory bandwidth; CPU-side data loading gains, GPU-bound training does not)</source>
        <translation>改用 %(channels)s 条更大容量的模组（每通道一条）达到相同容量：%(speed)s MT/s 而非 %(limit)s（内存带宽约多 %(gain)s；CPU 端的数据加载会受益，受 GPU 限制的训练则不会）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="694"/>
        <source>%(kit)s uses %(size)s modules: the build states that the BIOS of %(board)s does not run them; they need %(firmware)s (%(year)s) or later</source>
        <translation>%(kit)s 使用 %(size)s 模组：配置注明 %(board)s 的 BIOS 无法运行它们；需要 %(firmware)s（%(year)s）或更新版本</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="703"/>
        <source>%(kit)s uses %(size)s modules: %(board)s runs BIOS %(bios)s, older than the %(firmware)s (%(year)s) they need to boot</source>
        <translation>%(kit)s 使用 %(size)s 模组：%(board)s 运行 BIOS %(bios)s，比启动所需的 %(firmware)s（%(year)s）旧</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="713"/>
        <source>%(kit)s uses %(size)s modules: %(board)s (%(chip)s, %(chip_year)s) boots them only with %(firmware)s (%(year)s) or later, and dlbox cannot tell whether the stated BIOS %(bios)s has it</source>
        <translation>%(kit)s 使用 %(size)s 模组：%(board)s（%(chip)s，%(chip_year)s）须有 %(firmware)s（%(year)s）或更新版本才能用其启动，而 dlbox 无法判断所注明的 BIOS %(bios)s 是否包含</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="724"/>
        <source>%(kit)s uses %(size)s modules: %(board)s (%(chip)s, %(chip_year)s) boots them only with %(firmware)s (%(year)s) or later, and the build does not state its BIOS version</source>
        <translation>%(kit)s 使用 %(size)s 模组：%(board)s（%(chip)s，%(chip_year)s）须有 %(firmware)s（%(year)s）或更新版本才能用其启动，而配置未注明其 BIOS 版本</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="734"/>
        <source>the board has BIOS flashback: it updates from a USB stick with no CPU or memory fitted</source>
        <translation>此主板具备 BIOS Flashback：无需安装 CPU 或内存即可从 U 盘更新</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="742"/>
        <source>the board has no BIOS flashback: update it with the CPU and smaller modules fitted first</source>
        <translation>此主板没有 BIOS Flashback：请先装上 CPU 和容量较小的模组再更新</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="750"/>
        <source>a board with BIOS flashback updates from a USB stick with no CPU or memory fitted; without it, update with the CPU and smaller modules fitted first</source>
        <translation>具备 BIOS Flashback 的主板无需安装 CPU 或内存即可从 U 盘更新；若无此功能，请先装上 CPU 和容量较小的模组再更新</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="763"/>
        <source>Update the BIOS to %(firmware)s or later before fitting these modules (no speed, price or power cost); %(how)s</source>
        <translation>安装这些模组前先将 BIOS 更新到 %(firmware)s 或更新版本（不影响速度、价格或功耗）；%(how)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="55"/>
        <source>%(gpu)s hangs from M.2 slot %(slot)s through an adapter: %(link)s from the chipset, sharing the chipset&apos;s uplink with USB, SATA and M.2: the slowest link holds back every data-parallel step</source>
        <translation>%(gpu)s 通过转接卡接在 M.2 插槽 %(slot)s：来自芯片组的 %(link)s，与 USB、SATA 和 M.2 共享芯片组的上行带宽：最慢的链路会拖慢每一个数据并行步骤</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="62"/>
        <source>%(gpu)s hangs from M.2 slot %(slot)s through an adapter: %(link)s from the chipset, sharing the chipset&apos;s uplink with USB, SATA and M.2</source>
        <translation>%(gpu)s 通过转接卡接在 M.2 插槽 %(slot)s：来自芯片组的 %(link)s，与 USB、SATA 和 M.2 共享芯片组的上行带宽</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="70"/>
        <source>%(gpu)s sits in slot %(slot)s, which takes x16 cards but is wired %(link)s from the chipset, sharing the chipset&apos;s uplink with USB, SATA and M.2: the slowest link holds back every data-parallel step</source>
        <translation>%(gpu)s 装在插槽 %(slot)s，该插槽可插 x16 卡，但由芯片组以 %(link)s 连接，并与 USB、SATA 和 M.2 共用芯片组的上行带宽：最慢的链路会拖慢数据并行训练的每一步</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="77"/>
        <source>%(gpu)s sits in slot %(slot)s, which takes x16 cards but is wired %(link)s from the chipset, sharing the chipset&apos;s uplink with USB, SATA and M.2</source>
        <translation>%(gpu)s 装在插槽 %(slot)s，该插槽可插 x16 卡，但由芯片组以 %(link)s 连接，并与 USB、SATA 和 M.2 共用芯片组的上行带宽</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="92"/>
        <source>Pick a board with more CPU-fed x16/x8 slots, or a platform with more lanes (Threadripper, Xeon W)</source>
        <translation>请选择有更多 CPU 直连 x16/x8 插槽的主板，或通道更多的平台（Threadripper、Xeon W）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="124"/>
        <source>slot %(slot)s: %(link)s</source>
        <translation>插槽 %(slot)s：%(link)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="149"/>
        <source>%(board)s splits its CPU lanes among %(cards)s (%(widths)s): with %(gpus)s, gradient exchange over narrow links slows large-model data-parallel training</source>
        <translation>%(board)s 将 CPU 通道分给 %(cards)s（%(widths)s）：使用 %(gpus)s 时，通过较窄的链路交换梯度会拖慢大模型的数据并行训练</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="161"/>
        <source>A Threadripper or Xeon W platform (CPU and board) gives every GPU x16</source>
        <translation>Threadripper 或 Xeon W 平台（处理器和主板）能让每张显卡都跑 x16</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="175"/>
        <source>%(board)s splits its CPU lanes among %(cards)s (%(widths)s): a small cost for data-parallel training with %(gpus)s</source>
        <translation>%(board)s 将 CPU 通道分给 %(cards)s（%(widths)s）：对使用 %(gpus)s 的数据并行训练影响不大</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="199"/>
        <source>%(cpu)s&apos;s PCIe lane count is unknown: check it provides the %(demand)s lanes the GPUs and CPU-attached M.2 drives on %(board)s want</source>
        <translation>%(cpu)s 的 PCIe 通道数不明：请确认它能提供 %(board)s 上的显卡和 CPU 直连 M.2 硬盘所需的 %(demand)s 条通道</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="218"/>
        <source>%(n)s GPU on CPU lanes takes %(lanes)s</source>
        <translation>%(n)s 张使用 CPU 通道的显卡占用 %(lanes)s 条</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="219"/>
        <source>%(n)s GPUs on CPU lanes take %(lanes)s</source>
        <translation>%(n)s 张使用 CPU 通道的显卡占用 %(lanes)s 条</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="224"/>
        <source>%(n)s CPU-attached M.2 drive takes %(lanes)s</source>
        <translation>%(n)s 块 CPU 直连的 M.2 硬盘占用 %(lanes)s 条</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="225"/>
        <source>%(n)s CPU-attached M.2 drives take %(lanes)s</source>
        <translation>%(n)s 块 CPU 直连的 M.2 硬盘占用 %(lanes)s 条</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="229"/>
        <source>%(demand)s lanes wanted (%(uses)s); %(cpu)s provides %(lanes)s, so the board runs some slots narrower than their x16/x8 wiring</source>
        <translation>需要 %(demand)s 条通道（%(uses)s）；%(cpu)s 只提供 %(lanes)s 条，因此主板会让部分插槽以低于其 x16/x8 布线的宽度运行</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="271"/>
        <source>%(cpu)s&apos;s PCIe generation is unknown: GPU links on its lanes are shown as fast as the slot and the GPU allow (up to PCIe %(gen)s.0); check it</source>
        <translation>%(cpu)s 的 PCIe 版本不明：其通道上的显卡链路按插槽和显卡所允许的最高速度显示（最高 PCIe %(gen)s.0）；请确认</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="314"/>
        <source>its riser cable carries x%(riser)s</source>
        <translation>其延长线只有 x%(riser)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="322"/>
        <source>slot %(slot)s is wired x%(wired)s</source>
        <translation>插槽 %(slot)s 的走线为 x%(wired)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="331"/>
        <source>%(gpu)s runs at %(link)s because %(why)s; the card is built for x%(lanes)s ≈ %(wants)s GB/s (%(share)s of it): host transfers and gradient exchange slow down with it</source>
        <translation>%(gpu)s 以 %(link)s 运行，因为%(why)s；此卡设计为 x%(lanes)s ≈ %(wants)s GB/s（只有 %(share)s）：与主机的传输及梯度交换都会因此变慢</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="348"/>
        <source>Use a slot wired x%(lanes)s (or an x16 riser): about %(wants)s GB/s instead of %(has)s, no change in price or power; or a board with more full-width slots</source>
        <translation>改用走线为 x%(lanes)s 的插槽（或 x16 延长线）：约 %(wants)s GB/s 而非 %(has)s，价格与功耗不变；或改选全宽插槽更多的主板</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="378"/>
        <source>%(gpu)s is on an x%(riser)s riser: at most x%(riser)s of the x%(lanes)s the card is built for (%(share)s of its link), whatever the slot; host transfers and gradient exchange slow down with it</source>
        <translation>%(gpu)s 装在 x%(riser)s 延长线上：无论插槽如何，最多只有此卡设计的 x%(lanes)s 中的 x%(riser)s（链路的 %(share)s）；与主机的传输及梯度交换都会因此变慢</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="392"/>
        <source>Use x16 riser cables (ribbon or retimer) in x16/x8 slots: up to %(times)s× the link bandwidth, a few tens of dollars more per card, no change in power</source>
        <translation>在 x16/x8 插槽改用 x16 延长线（排线或 retimer）：链路带宽最多提高 %(times)s 倍，每张卡多花数十美元，功耗不变</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="417"/>
        <source>%(gpu)s is on a riser whose PCIe generation is unknown; slot %(slot)s runs PCIe %(gen)s.0: a riser rated lower needs the slot set to its generation in the BIOS, or the card drops out</source>
        <translation>%(gpu)s 装在 PCIe 代数不明的延长线上；插槽 %(slot)s 以 PCIe %(gen)s.0 运行：若延长线规格较低，需在 BIOS 将插槽设为其代数，否则显卡会掉线</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="434"/>
        <source>%(gpu)s is on a PCIe %(riser)s.0 riser in slot %(slot)s, which runs PCIe %(gen)s.0: set the slot to Gen %(riser)s in the BIOS (the link then runs %(link)s), or the card drops out or the system crashes</source>
        <translation>%(gpu)s 通过 PCIe %(riser)s.0 延长线接在以 PCIe %(gen)s.0 运行的插槽 %(slot)s：请在 BIOS 将插槽设为 Gen %(riser)s（链路将以 %(link)s 运行），否则显卡会掉线或系统崩溃</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="449"/>
        <source>Use a PCIe %(gen)s.0-rated riser (full link speed, a few dollars more), or force the slot to Gen %(riser)s in the BIOS (half the bandwidth per lane step down)</source>
        <translation>改用 PCIe %(gen)s.0 规格的延长线（全速链路，多花几美元），或在 BIOS 将插槽强制设为 Gen %(riser)s（每降一代带宽减半）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="479"/>
        <source>%(case)s carries %(gpu)s on its own riser cable, whose PCIe generation is not stated; the card and slot %(slot)s run PCIe %(gen)s.0: a riser rated lower needs the slot set to its generation in the BIOS, or the card drops out</source>
        <translation>%(case)s 以机箱自带的延长线承载 %(gpu)s，其 PCIe 代数未注明；显卡与插槽 %(slot)s 以 PCIe %(gen)s.0 运行：若延长线规格较低，需在 BIOS 将插槽设为其代数，否则显卡会掉线</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="502"/>
        <source>%(case)s carries %(gpu)s on its own PCIe %(riser)s.0 riser cable, below the PCIe %(gen)s.0 the card and slot %(slot)s would run: set the slot to Gen %(riser)s in the BIOS, or the card may not be detected or may crash the system; the link then runs PCIe %(riser)s.0 x%(lanes)s ≈ %(slow)s GB/s, not PCIe %(gen)s.0 ≈ %(fast)s GB/s</source>
        <translation>%(case)s 以机箱自带的 PCIe %(riser)s.0 延长线承载 %(gpu)s，低于显卡与插槽 %(slot)s 原本可用的 PCIe %(gen)s.0：请在 BIOS 将插槽设为 Gen %(riser)s，否则显卡可能无法被识别或导致系统崩溃；链路将以 PCIe %(riser)s.0 x%(lanes)s ≈ %(slow)s GB/s 运行，而非 PCIe %(gen)s.0 ≈ %(fast)s GB/s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="523"/>
        <source>Set slot %(slot)s to PCIe %(riser)s.0 in the BIOS (the speed estimate already counts the slower link: one GPU training within its memory exchanges no gradients over PCIe and barely notices; loading a model and CPU offload move data at half the bandwidth per generation down; no change in price or power), or a case that seats the card in the board&apos;s slot</source>
        <translation>在 BIOS 将插槽 %(slot)s 设为 PCIe %(riser)s.0（速度估算已计入较慢的链路：单块 GPU 在其显存内训练时不经 PCIe 交换梯度，几乎不受影响；加载模型与 CPU 卸载的数据传输每降一代带宽减半；价格与功耗不变），或改用把显卡直接插在主板插槽的机箱</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="571"/>
        <source>PCIe %(gen)s.0 over riser cables for %(gpus)s (%(fast)s each): risers sold for PCIe %(gen)s.0 often fail its signal margins (AER errors, a card dropping off the bus under load), which a parts list cannot show</source>
        <translation>%(gpus)s 经延长线（riser）以 PCIe %(gen)s.0 连接（每张 %(fast)s）：标称支持 PCIe %(gen)s.0 的延长线常达不到其信号余量（AER 错误、负载下显卡从总线掉线），这是配件清单看不出来的</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="588"/>
        <source>Run a multi-GPU load and check the kernel log for AER errors; if they appear, set those slots to Gen %(lower)s in the BIOS (x%(lanes)s ≈ %(slow)s GB/s instead of %(fast)s GB/s: host transfers and gradient exchange over PCIe take up to twice as long; no change in price or power), or use retimer/redriver risers (full speed, more per card)</source>
        <translation>运行多 GPU 负载并查看内核日志是否有 AER 错误；如出现，请在 BIOS 将这些插槽设为 Gen %(lower)s（x%(lanes)s ≈ %(slow)s GB/s，而非 %(fast)s GB/s：主机传输与经 PCIe 的梯度交换最多慢一倍；价格与功耗不变），或改用 retimer/redriver 延长线（全速，每张卡花费更多）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="614"/>
        <source>%(gpus)s on %(board)s sit behind its PCIe switch: each gets its full slot width to the switch (counted there, not against the CPU&apos;s lanes); cards on one switch share its uplink to the CPU when they all load data at once</source>
        <translation>%(board)s 上的 %(gpus)s 接在其 PCIe 交换芯片之后：每张卡到交换芯片都有完整的插槽宽度（在交换芯片处计算，不占 CPU 通道）；同一交换芯片上的卡同时加载数据时会共用其到 CPU 的上行链路</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="48"/>
        <source>RAM module height under a tower cooler&apos;s fan (module heights are partly recorded, cooler overhangs are not)</source>
        <translation>塔式散热器风扇下方的内存条高度（内存条高度只有部分记录，散热器的悬出距离没有记录）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="53"/>
        <source>AIO pump block, tubing or tower cooler vs M.2 heatsinks, VRM heatsinks and the GPU backplate</source>
        <translation>一体式水冷的水泵头、水管或塔式散热器与 M.2 散热片、VRM 散热片及显卡背板之间的干涉</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="57"/>
        <source>BIOS version actually shipped on the board (only CPU launch year vs chipset generation; for 24/48/64 GB DDR5 modules, the BIOS or AGESA version the build states)</source>
        <translation>主板出厂时实际的 BIOS 版本（只比对 CPU 发布年份与芯片组代次；24/48/64 GB DDR5 内存条则比对配置中注明的 BIOS 或 AGESA 版本）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="62"/>
        <source>M.2 drive length vs slot length (2242/2280/22110) and heatsink height</source>
        <translation>M.2 硬盘长度与插槽长度（2242/2280/22110）及散热片高度</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="66"/>
        <source>case airflow, fan count and fan placement; radiator thickness beyond a standard 27 mm</source>
        <translation>机箱风道、风扇数量与位置；超过标准 27 mm 的冷排厚度</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="70"/>
        <source>GPU sag support, vertical GPU mounts and riser-cable signal quality at PCIe 4.0/5.0 (a riser&apos;s rated generation is checked when the build gives it)</source>
        <translation>显卡支架、竖装显卡，以及延长线在 PCIe 4.0/5.0 下的信号质量（配置中注明延长线的额定代次时会检查）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="75"/>
        <source>the up to 75 W a GPU in a board slot draws through the slot is counted on PSU 1; powered risers and their own cables are not itemised</source>
        <translation>插在主板插槽上的显卡经由插槽取用的最多 75 W 计入电源 1；自带供电的延长线及其线材不逐项计算</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="80"/>
        <source>board-specific lane sharing that is not in the board&apos;s M.2 table (e.g. slots disabled by a populated U.2 port or a second M.2 slot)</source>
        <translation>主板 M.2 表格未列出的该板特有通道共享（例如 U.2 接口或第二个 M.2 插槽使用时停用的插槽）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="85"/>
        <source>PCIe bifurcation settings and add-in cards other than GPUs and drives (NICs, capture cards)</source>
        <translation>PCIe 拆分（bifurcation）设置，以及显卡与硬盘以外的扩展卡（网卡、采集卡）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="89"/>
        <source>drivers, CUDA/ROCm and operating-system support for the parts</source>
        <translation>部件的驱动程序、CUDA/ROCm 与操作系统支持</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="93"/>
        <source>front-panel connectors, USB headers and fan headers</source>
        <translation>前面板接口、USB 针脚与风扇针脚</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="105"/>
        <source>actual wall wiring and whatever else shares the circuit: the check assumes a %(volts)s V / %(amps)s A circuit (site setting; default %(default_volts)s V / %(default_amps)s A) with nothing else on it</source>
        <translation>实际的墙面布线，以及同一回路上的其他用电：检查假设为 %(volts)s V / %(amps)s A 的回路（场地设置；默认 %(default_volts)s V / %(default_amps)s A），且回路上没有其他用电</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="120"/>
        <source>double-precision (FP64) speed of the GPUs, which only scientific code needs (turn on &quot;I need FP64&quot; in Settings, or dlbox check --fp64)</source>
        <translation>显卡的双精度（FP64）速度，只有科学计算代码需要（在设置中打开“I need FP64”，或使用 dlbox check --fp64）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="134"/>
        <source>CPU</source>
        <translation>处理器</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="135"/>
        <source>motherboard</source>
        <translation>主板</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="136"/>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="137"/>
        <source>storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="139"/>
        <source>power supply</source>
        <translation>电源</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="142"/>
        <source>case</source>
        <translation>机箱</translation>
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
        <translation>尚未选择%(missing)s：已跳过需要它们的检查</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="164"/>
        <source>The build has no parts yet: nothing was checked and there is no power estimate</source>
        <translation>配置中还没有配件：未进行任何检查，也没有功耗估算</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="178"/>
        <source>%(reason)s: that part was not checked</source>
        <translation>%(reason)s：该配件未经检查</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="247"/>
        <source>Pick a CPU with more PCIe lanes (Threadripper: up to 128, Xeon W: up to 112), or move an M.2 drive to a chipset slot</source>
        <translation>请选择 PCIe 通道更多的 CPU（Threadripper 最多 128 条、Xeon W 最多 112 条），或把一块 M.2 硬盘移到芯片组插槽</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="85"/>
        <source> (%(length)s less %(radiator)s for the front %(size)s mm radiator)</source>
        <translation>（%(length)s 扣除前置 %(size)s mm 冷排占用的 %(radiator)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="104"/>
        <source>%(case)s&apos;s supported board sizes are unknown: check it takes %(form)s</source>
        <translation>%(case)s 支持的主板尺寸不明：请确认它能装 %(form)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="118"/>
        <source>%(board)s is %(form)s; %(case)s takes %(takes)s</source>
        <translation>%(board)s 是 %(form)s；%(case)s 支持 %(takes)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="123"/>
        <source>no listed board size</source>
        <translation>未列出主板尺寸</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="129"/>
        <source>Pick a case that takes %(form)s boards</source>
        <translation>请选择能装 %(form)s 主板的机箱</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="155"/>
        <source>Pick the PCIe version of the GPU</source>
        <translation>请选择这款显卡的 PCIe 版本</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="163"/>
        <source>%(gpu)s is an MXM module; %(board)s has no MXM slot</source>
        <translation>%(gpu)s 是 MXM 模组；%(board)s 没有 MXM 插槽</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="171"/>
        <source>Pick a PCIe graphics card</source>
        <translation>请选择 PCIe 显卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="145"/>
        <source>%(gpu)s is a server module (%(form)s): it needs a server GPU baseboard (HGX/OAM), not a workstation PCIe slot</source>
        <translation>%(gpu)s 是服务器模组（%(form)s）：需要服务器 GPU 基板（HGX/OAM），无法装在工作站的 PCIe 插槽上</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="183"/>
        <source>%(gpu)s needs an x16 PCIe slot; %(board)s has none</source>
        <translation>%(gpu)s 需要 x16 PCIe 插槽；%(board)s 没有</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="192"/>
        <source>Pick a board with an x16 slot</source>
        <translation>请选择有 x16 插槽的主板</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="210"/>
        <source>%(case)s&apos;s GPU length limit is unknown: check it takes %(gpu)s (%(length)s)</source>
        <translation>%(case)s 的显卡限长不明：请确认它能装下 %(gpu)s（%(length)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="216"/>
        <source>%(case)s&apos;s GPU length limit and %(gpu)s&apos;s length are unknown: check the card fits</source>
        <translation>%(case)s 的显卡限长和 %(gpu)s 的长度都不明：请确认显卡装得下</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="233"/>
        <source>%(gpu)s&apos;s length is unknown; could not check it against %(case)s&apos;s %(limit)s</source>
        <translation>%(gpu)s 的长度不明；无法与 %(case)s 的 %(limit)s 限长比对</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="249"/>
        <source>%(gpu)s is %(length)s; %(case)s allows %(limit)s%(why)s</source>
        <translation>%(gpu)s 长 %(length)s；%(case)s 最多容纳 %(limit)s%(why)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="260"/>
        <source>Pick a case with more than %(length)s GPU clearance</source>
        <translation>请选择显卡限长超过 %(length)s 的机箱</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="273"/>
        <source>%(finding)s. The length is assumed: the build does not name the card model, so dlbox uses %(gpu)s from the catalogue</source>
        <translation>%(finding)s。长度为假设值：此配置未注明显卡型号，因此 dlbox 以目录中的 %(gpu)s 代替</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="296"/>
        <source>%(gpu)s is %(height)s tall; %(case)s takes cards up to %(limit)s tall</source>
        <translation>%(gpu)s 高 %(height)s；%(case)s 只能容纳高度至 %(limit)s 的显卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="306"/>
        <source>Pick a case that takes cards at least %(height)s tall, or a card of this chip no taller than %(limit)s (same speed and power)</source>
        <translation>选择可容纳高度至少 %(height)s 显卡的机箱，或改用同一芯片、高度不超过 %(limit)s 的显卡（速度与功耗相同）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="322"/>
        <source>%(finding)s. The height is assumed: the build does not name the card model, so dlbox uses %(gpu)s from the catalogue</source>
        <translation>%(finding)s。高度为假设值：此配置未注明显卡型号，因此 dlbox 以目录中的 %(gpu)s 代替</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="378"/>
        <source>the %(width)s-slot %(gpu)s</source>
        <translation>%(width)s 槽宽的 %(gpu)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="389"/>
        <source>%(finding)s. The thickness is assumed: the build does not name the card model, so dlbox uses %(cards)s from the catalogue</source>
        <translation>%(finding)s。厚度为假设值：此配置未注明显卡型号，因此 dlbox 以目录中的 %(cards)s 代替</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="400"/>
        <source>Check how thick your cards are and name the model: thinner cards (2-slot blower or water-cooled) may fit as they are, at no cost in speed, price or power; if they are this thick, use PCIe risers (the link runs at what the cable carries) or fewer GPUs (each GPU fewer is about 1/%(n)s less training speed and %(power)s less power)</source>
        <translation>确认显卡的实际厚度并注明型号：较薄的卡（2 槽涡轮或水冷）可能原样就能装下，不影响速度、价格或功耗；若确实这么厚，请改用 PCIe 延长线（链路速度取决于线材）或减少 GPU 数量（每少一张 GPU，训练速度约降 1/%(n)s，功耗少 %(power)s）</translation>
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
        <translation>%(n)s 个 MXM 模组；%(board)s 只有一个 MXM 插槽</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="456"/>
        <source>Use one MXM module</source>
        <translation>只使用一个 MXM 模组</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="656"/>
        <source>%(board)s&apos;s PCIe slot layout is unknown: check it seats %(cards)s</source>
        <translation>%(board)s 的 PCIe 插槽布局不明：请确认它能装上 %(cards)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="475"/>
        <source>%(cards)s do not fit %(board)s: its x16 slots are at positions %(positions)s, so only %(seated)s can be seated</source>
        <translation>%(cards)s 装不进 %(board)s：它的 x16 插槽位于第 %(positions)s 槽，因此只能装上 %(seated)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="481"/>
        <source>%(cards)s do not fit %(board)s: its only x16 slot is at position %(positions)s, so only %(seated)s can be seated</source>
        <translation>%(cards)s 装不进 %(board)s：它唯一的 x16 插槽位于第 %(positions)s 槽，因此只能装上 %(seated)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="625"/>
        <source>%(n)s GPUs want at least x8 each (%(wanted)s lanes in all); %(cpu)s provides %(lanes)s, so some run at x4 or from the chipset (%(board)s&apos;s slot wiring is unknown)</source>
        <translation>%(n)s 张 GPU 各需至少 x8（总共 %(wanted)s 条通道）；%(cpu)s 只提供 %(lanes)s 条，因此部分会以 x4 或经由芯片组运行（%(board)s 的插槽走线不明）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="697"/>
        <source>%(case)s&apos;s expansion slot count is unknown: check it has %(needed)s expansion slots for %(cards)s%(where)s</source>
        <translation>%(case)s 的扩展槽数量不明：请确认它有 %(needed)s 个扩展槽可容纳 %(cards)s%(where)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="846"/>
        <source>%(case)s&apos;s PSU sizes are unknown: check it takes %(form)s PSUs</source>
        <translation>%(case)s 支持的电源尺寸不明：请确认它能装 %(form)s 电源</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="862"/>
        <source>%(psu)s is %(form)s; %(case)s&apos;s PSU bay is %(host)s: the PSU needs a bracket (%(form)s to %(host)s)</source>
        <translation>%(psu)s 是 %(form)s；%(case)s 的电源仓位是 %(host)s：电源需要转接支架（%(form)s 转 %(host)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="135"/>
        <location filename="../../dlbox/core/rules/physical.py" line="491"/>
        <source>%(n)s card</source>
        <translation>%(n)s 张卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="136"/>
        <location filename="../../dlbox/core/rules/physical.py" line="492"/>
        <source>%(n)s cards</source>
        <translation>%(n)s 张卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="499"/>
        <source>Use thinner (blower, 2-slot) cards, PCIe risers, or a board with more widely spaced x16 slots</source>
        <translation>改用更薄的卡（涡轮散热、2 槽）、PCIe 延长线，或 x16 插槽间距更宽的主板</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="526"/>
        <source>%(n)s GPUs on risers need a free PCIe slot each; %(board)s has %(free)s left once the cards in its slots cover theirs (%(slots)s slots in all)</source>
        <translation>%(n)s 张延长线上的 GPU 各需一个空闲的 PCIe 插槽；扣除插在板上的显卡所占的插槽后，%(board)s 只剩 %(free)s 个（共 %(slots)s 个插槽）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="540"/>
        <source>Move a card from a slot onto a riser, use a board with more PCIe slots, or fewer GPUs (each GPU fewer is about 1/%(n)s less training speed)</source>
        <translation>把一张插槽上的卡移到延长线上、改用 PCIe 插槽更多的主板，或减少 GPU（每少一张，训练速度约少 1/%(n)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="584"/>
        <source>%(cards)s need at least %(needed)s slot positions on the board (the thickest card last); a %(form)s board such as %(board)s has at most %(most)s (its exact layout is unknown)</source>
        <translation>%(cards)s 在主板上至少需要 %(needed)s 个插槽位置（最厚的卡放最后）；像 %(board)s 这样的 %(form)s 主板最多只有 %(most)s 个（确切布局不明）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="600"/>
        <source>Use thinner (blower, 2-slot) cards, risers, or fewer GPUs (each GPU fewer is about 1/%(n)s less training speed and %(power)s less power)</source>
        <translation>改用更薄的（涡轮式、双槽）显卡、延长线，或减少 GPU（每少一张，训练速度约少 1/%(n)s，功耗少 %(power)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="641"/>
        <source>Pick a CPU with at least %(wanted)s PCIe lanes (Threadripper, Xeon W, EPYC; higher price and power) or a board with a PCIe switch</source>
        <translation>改选至少有 %(wanted)s 条 PCIe 通道的 CPU（Threadripper、Xeon W、EPYC；价格与功耗更高），或有 PCIe 交换芯片的主板</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="681"/>
        <source> on %(board)s (x16 slots at positions %(positions)s)</source>
        <translation> 装在 %(board)s 上（x16 插槽位于第 %(positions)s 槽）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="683"/>
        <source> on %(board)s (x16 slot at position %(positions)s)</source>
        <translation> 装在 %(board)s 上（x16 插槽位于第 %(positions)s 槽）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="715"/>
        <source>%(cards)s%(where)s need %(needed)s expansion slots; %(case)s has %(has)s</source>
        <translation>%(cards)s%(where)s 需要 %(needed)s 个扩展槽；%(case)s 只有 %(has)s 个</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="720"/>
        <source>%(cards)s%(where)s needs %(needed)s expansion slots; %(case)s has %(has)s</source>
        <translation>%(cards)s%(where)s 需要 %(needed)s 个扩展槽；%(case)s 只有 %(has)s 个</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="733"/>
        <source>Pick a case with at least %(needed)s expansion slots, or use fewer or thinner (blower, 2-slot) cards</source>
        <translation>请选择至少有 %(needed)s 个扩展槽的机箱，或改用更少或更薄的卡（涡轮散热、2 槽）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="763"/>
        <source>%(upper)s (open-air, slot %(upper_slot)s) sits directly on %(lower)s (slot %(lower_slot)s) with no gap: stacked open-air cards lose about %(loss)s of their speed to heat</source>
        <translation>%(upper)s（开放式散热，插槽 %(upper_slot)s）紧贴在 %(lower)s（插槽 %(lower_slot)s）上方、没有间隙：堆叠的开放式散热卡会因过热损失约 %(loss)s 的速度</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="779"/>
        <source>Use blower-style cards, a riser to space them, liquid cooling, or a power limit (e.g. 80 %% costs about 4 %% of speed)</source>
        <translation>改用涡轮散热卡、用延长线拉开间距、改用水冷，或设置功耗上限（例如 80 %% 约损失 4 %% 速度）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="797"/>
        <source>%(upper)s (slot %(upper_slot)s) sits directly on %(lower)s (slot %(lower_slot)s); its cooler type is unknown — open-air cards stacked like this run hot</source>
        <translation>%(upper)s（插槽 %(upper_slot)s）紧贴在 %(lower)s（插槽 %(lower_slot)s）上方；其散热器类型不明——这样堆叠的开放式散热卡会很热</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="880"/>
        <source>%(psu)s is %(form)s; %(case)s takes %(takes)s</source>
        <translation>%(psu)s 是 %(form)s；%(case)s 支持 %(takes)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="885"/>
        <source>no separate PSU</source>
        <translation>不使用独立电源</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="891"/>
        <source>Pick a PSU that fits the case</source>
        <translation>请选择装得进机箱的电源</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="904"/>
        <source>%(psu)s is %(length)s long; %(case)s allows %(limit)s</source>
        <translation>%(psu)s 长 %(length)s；%(case)s 最多容纳 %(limit)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="918"/>
        <source>Pick a PSU at most %(limit)s long rated %(rating)s or more (same speed and power headroom; only the price changes), or a case with room for this one</source>
        <translation>选一个长度不超过 %(limit)s、额定 %(rating)s 以上的电源（速度与电力余量不变，只有价格改变），或选一个放得下这个电源的机箱</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="951"/>
        <source>slot position %(positions)s lies past position %(most)s, the last one a %(form)s board has</source>
        <translation>插槽位置 %(positions)s 超出位置 %(most)s，而 %(form)s 主板最多只到此位置</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="957"/>
        <source>slot positions %(positions)s lie past position %(most)s, the last one a %(form)s board has</source>
        <translation>插槽位置 %(positions)s 超出位置 %(most)s，而 %(form)s 主板最多只到此位置</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="968"/>
        <source>two slots share position %(positions)s</source>
        <translation>两个插槽位于同一位置 %(positions)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="975"/>
        <source>%(board)s&apos;s pcie_slots cannot be right: %(problem)s; the slot checks used the list as given</source>
        <translation>%(board)s 的 pcie_slots 不可能正确：%(problem)s；插槽检查仍按所列内容进行</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="986"/>
        <source>Correct the board&apos;s pcie_slots from its manual (user catalogue or the build file&apos;s snapshot)</source>
        <translation>按主板手册修正其 pcie_slots（用户目录或配置文件中的快照）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="66"/>
        <source>%(arch)s needs a 100/200-series LGA1151 board; %(chip)s is 300-series</source>
        <translation>%(arch)s 需要 100/200 系列的 LGA1151 主板；%(chip)s 是 300 系列</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="74"/>
        <source>%(arch)s needs a 300-series LGA1151 board; %(chip)s is 100/200-series</source>
        <translation>%(arch)s 需要 300 系列的 LGA1151 主板；%(chip)s 是 100/200 系列</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="91"/>
        <source>%(cpu)s is socket %(cpu_socket)s; %(board)s is socket %(board_socket)s</source>
        <translation>%(cpu)s 是 %(cpu_socket)s 接口；%(board)s 是 %(board_socket)s 接口</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="104"/>
        <source>Pick a motherboard for socket %(cpu_socket)s, or a CPU for socket %(board_socket)s</source>
        <translation>请选择 %(cpu_socket)s 接口的主板，或 %(board_socket)s 接口的处理器</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="126"/>
        <source>%(board)s&apos;s chipset is unknown: LGA1151 boards take either 6th/7th-gen (100/200-series chipset) or 8th/9th-gen (300-series) CPUs; check it takes %(cpu)s</source>
        <translation>%(board)s 的芯片组不明：LGA1151 主板只支持第 6/7 代（100/200 系列芯片组）或第 8/9 代（300 系列）处理器中的一种；请确认它能使用 %(cpu)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="142"/>
        <source>%(cpu)s on %(board)s: %(family)s (same LGA1151 name, different pinout)</source>
        <translation>%(cpu)s 搭配 %(board)s：%(family)s（同样叫 LGA1151，针脚定义不同）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="153"/>
        <source>Pick a board of the CPU&apos;s chipset generation</source>
        <translation>请选择与处理器同代芯片组的主板</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="178"/>
        <source>%(cpu)s (%(cpu_year)s) is newer than the %(chip)s chipset (%(year)s): %(board)s may need a BIOS update before this CPU boots; the board has BIOS flashback, so it can be updated without a CPU</source>
        <translation>%(cpu)s（%(cpu_year)s）比 %(chip)s 芯片组（%(year)s）新：%(board)s 可能要先更新 BIOS 才能点亮；这块主板有 BIOS Flashback，不装 CPU 也能更新</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="191"/>
        <source>no BIOS flashback</source>
        <translation>没有 BIOS Flashback</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="193"/>
        <source>BIOS flashback unknown</source>
        <translation>不确定有无 BIOS Flashback</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="198"/>
        <source>%(cpu)s (%(cpu_year)s) is newer than the %(chip)s chipset (%(year)s): %(board)s may need a BIOS update before this CPU boots (%(flash)s: updating needs an older supported CPU or a shop)</source>
        <translation>%(cpu)s（%(cpu_year)s）比 %(chip)s 芯片组（%(year)s）新：%(board)s 可能要先更新 BIOS 才能点亮（%(flash)s：更新需要一颗较旧的兼容 CPU，或交给商家处理）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="211"/>
        <source>Ask the seller for a board with a current BIOS, or pick one with BIOS flashback</source>
        <translation>向商家要求已更新 BIOS 的主板，或选择有 BIOS Flashback 的主板</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="67"/>
        <source>cap the GPUs at %(fraction)s of board power (%(gpu)s: %(stock)s → %(capped)s, e.g. nvidia-smi -pl): about %(speed)s× training speed</source>
        <translation>将显卡功耗限制在板卡功耗的 %(fraction)s（%(gpu)s：%(stock)s → %(capped)s，例如 nvidia-smi -pl）：训练速度约为 %(speed)s×</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="73"/>
        <source>cap the GPU at %(fraction)s of board power (%(gpu)s: %(stock)s → %(capped)s, e.g. nvidia-smi -pl): about %(speed)s× training speed</source>
        <translation>将显卡功耗限制在板卡功耗的 %(fraction)s（%(gpu)s：%(stock)s → %(capped)s，例如 nvidia-smi -pl）：训练速度约为 %(speed)s×</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="129"/>
        <source>No PSU picked: this build draws about %(load)s; pick at least %(psu)s</source>
        <translation>尚未选择电源：此配置约耗电 %(load)s；请选择至少 %(psu)s 的电源</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="138"/>
        <source>Add a PSU of at least %(psu)s</source>
        <translation>加入至少 %(psu)s 的电源</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="103"/>
        <source>%(case)s&apos;s adapter</source>
        <translation>%(case)s 的电源适配器</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="174"/>
        <source>%(gpu)s GPU + %(cpu)s CPU (sustained) + %(rest)s rest</source>
        <translation>显卡 %(gpu)s + 处理器 %(cpu)s（持续）+ 其他 %(rest)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="176"/>
        <source>%(gpu)s GPU + %(cpu)s CPU (TDP; sustained unknown) + %(rest)s rest</source>
        <translation>显卡 %(gpu)s + 处理器 %(cpu)s（TDP；持续功耗不明）+ 其他 %(rest)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="349"/>
        <source>Pick a PSU of at least %(psu)s, or %(limit)s</source>
        <translation>请选择至少 %(psu)s 的电源，或%(limit)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="355"/>
        <source>Pick a PSU of at least %(psu)s</source>
        <translation>请选择至少 %(psu)s 的电源</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="191"/>
        <source>Estimated load %(load)s (%(breakdown)s); %(name)s is rated %(supply)s (%(share)s)</source>
        <translation>预估负载 %(load)s（%(breakdown)s）；%(name)s 额定 %(supply)s（%(share)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="832"/>
        <location filename="../../dlbox/core/rules/power.py" line="107"/>
        <source>PSU %(n)s (%(psu)s)</source>
        <translation>电源 %(n)s（%(psu)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="159"/>
        <source>%(gpu)s for the cables of %(gpus)s</source>
        <translation>%(gpus)s 的线材需要 %(gpu)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="207"/>
        <source>Estimated load %(load)s (%(breakdown)s) is %(share)s of %(name)s&apos;s %(supply)s: the vendor sized this adapter for the chassis; keep GPU and CPU at stock power</source>
        <translation>预估负载 %(load)s（%(breakdown)s）占 %(name)s %(supply)s 的 %(share)s：厂商按这台机器配置了这个适配器；显卡和处理器请保持默认功耗</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="223"/>
        <source>Estimated load %(load)s (%(breakdown)s) is %(share)s of %(name)s&apos;s %(supply)s; above %(limit)s the PSU runs hot and loud with no headroom</source>
        <translation>预估负载 %(load)s（%(breakdown)s）占 %(name)s %(supply)s 的 %(share)s；超过 %(limit)s 时电源会又热又吵，且毫无余量</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="269"/>
        <source>%(n)s PSUs, but no GPU is assigned to %(idle)s: every GPU was counted on PSU 1 (%(load)s of its %(rating)s); a dual-PSU rig splits the cards between them</source>
        <translation>有 %(n)s 个电源，但没有 GPU 分配给 %(idle)s：所有 GPU 都计在电源 1 上（%(rating)s 中的 %(load)s）；双电源机器会把显卡分给两者</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="334"/>
        <source>Correct %(field)s in the build editor or the file</source>
        <translation>请在配置编辑器或文件中修正 %(field)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="384"/>
        <source>; cap the GPUs at %(fraction)s of board power (about %(speed)s× training speed), which brings the load to about %(load)s, for a PSU of at least %(psu)s</source>
        <translation>；将显卡功耗限制在板卡功耗的 %(fraction)s（训练速度约为 %(speed)s×），使负载降到约 %(load)s，搭配至少 %(psu)s 的电源即可</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="399"/>
        <source>; and at the wall a load this large needs a 20 A or 230–240 V circuit</source>
        <translation>；此外，这么大的负载在市电端需要 20 A 或 230–240 V 的电路</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="406"/>
        <source>; and at the wall a load this large needs a circuit with a higher rating</source>
        <translation>；此外，这么大的负载在市电端需要额定电流更高的电路</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="413"/>
        <source>No PSU in the catalogue is rated %(psu)s or more. Use fewer GPUs%(capped)s; or feed some GPUs&apos; power cables from a second PSU (a dual-PSU adapter switches both on together)%(wall)s</source>
        <translation>目录中没有额定 %(psu)s 及以上的电源。请减少显卡数量%(capped)s；或让部分显卡的供电线改由第二个电源供电（双电源同步启动转接板可让两个电源一起开机）%(wall)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="110"/>
        <source>not ATX 3.x: a %(year)s model, before the ATX 3.0 spec became final (February 2022), so ATX 2.x at most, with no excursion rating</source>
        <translation>非 ATX 3.x：%(year)s 年的型号，早于 ATX 3.0 规范定稿（2022 年 2 月），因此最多为 ATX 2.x，没有瞬时过载（excursion）额定</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="118"/>
        <source>not ATX 3.x: documented on %(date)s, before the ATX 3.0 spec became final (February 2022), so ATX 2.x at most, with no excursion rating</source>
        <translation>非 ATX 3.x：记录于 %(date)s，早于 ATX 3.0 规范定稿（2022 年 2 月），因此最多为 ATX 2.x，没有瞬时过载（excursion）额定</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="129"/>
        <location filename="../../dlbox/core/rules/unchecked.py" line="33"/>
        <source>under 1 ms</source>
        <translation>1 ms 以内</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="131"/>
        <location filename="../../dlbox/core/rules/unchecked.py" line="34"/>
        <source>up to 10 ms</source>
        <translation>最长 10 ms</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="158"/>
        <source>%(n)s × %(gpu)s %(board)s × %(factor)s (measured on %(card)s)</source>
        <translation>%(n)s × %(gpu)s %(board)s × %(factor)s（在 %(card)s 上测得）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="171"/>
        <source>%(n)s × %(gpu)s %(board)s × %(factor)s at least (no figure for its class at this window)</source>
        <translation>%(n)s × %(gpu)s %(board)s × 至少 %(factor)s（此时间范围内没有该类显卡的数据）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="190"/>
        <source>; data-parallel training starts every card&apos;s work together, so their spikes coincide</source>
        <translation>；数据并行训练让每张卡同时开始运算，因此峰值会叠加在一起</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="201"/>
        <source>; plus %(steady)s steady for CPU and the rest</source>
        <translation>；另加 CPU 与其余部件稳定的 %(steady)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="219"/>
        <source>GPU power spikes %(window)s: at least %(peak)s (%(peaks)s%(plus)s)%(together)s; %(psu)s (ATX 3.x, %(rating)s) is specified to ride out %(limit)s (%(pct)s of its rating) for peaks this short</source>
        <translation>显卡的瞬时功耗峰值（%(window)s）：至少 %(peak)s（%(peaks)s%(plus)s）%(together)s；%(psu)s（ATX 3.x，%(rating)s）对这么短的峰值规定只承受到 %(limit)s（额定的 %(pct)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="226"/>
        <source>GPU power spikes %(window)s: about %(peak)s (%(peaks)s%(plus)s)%(together)s; %(psu)s (ATX 3.x, %(rating)s) is specified to ride out %(limit)s (%(pct)s of its rating) for peaks this short</source>
        <translation>显卡的瞬时功耗峰值（%(window)s）：约 %(peak)s（%(peaks)s%(plus)s）%(together)s；%(psu)s（ATX 3.x，%(rating)s）对这么短的峰值规定只承受到 %(limit)s（额定的 %(pct)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="239"/>
        <source>ATX version unknown: assumed ATX 2.x, which has no excursion rating</source>
        <translation>ATX 版本不明：假定为 ATX 2.x，没有瞬时过载额定</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="246"/>
        <source>GPU power spikes %(window)s: at least %(peak)s (%(peaks)s%(plus)s)%(together)s; %(psu)s (%(version)s) is rated %(rating)s: a unit not rated ATX 3.x may trip its over-current protection and shut down</source>
        <translation>显卡的瞬时功耗峰值（%(window)s）：至少 %(peak)s（%(peaks)s%(plus)s）%(together)s；%(psu)s（%(version)s）额定 %(rating)s：非 ATX 3.x 额定的电源可能触发过流保护而关机</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="254"/>
        <source>GPU power spikes %(window)s: about %(peak)s (%(peaks)s%(plus)s)%(together)s; %(psu)s (%(version)s) is rated %(rating)s: a unit not rated ATX 3.x may trip its over-current protection and shut down</source>
        <translation>显卡的瞬时功耗峰值（%(window)s）：约 %(peak)s（%(peaks)s%(plus)s）%(together)s；%(psu)s（%(version)s）额定 %(rating)s：非 ATX 3.x 额定的电源可能触发过流保护而关机</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="277"/>
        <source>pick an ATX 3.x PSU of at least %(atx3)s (specified for these peaks) or any PSU rated at least %(plain)s</source>
        <translation>选用至少 %(atx3)s 的 ATX 3.x 电源（规格涵盖这些峰值），或任何额定至少 %(plain)s 的电源</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/psu_margin.py" line="60"/>
        <source>ATX version unknown: assumed ATX 2.x at most</source>
        <translation>ATX 版本未知：假定最多为 ATX 2.x</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/psu_margin.py" line="63"/>
        <source>Estimated load %(load)s is %(share)s of %(psu)s&apos;s %(rating)s (%(version)s), feeding %(n)s GPUs of %(high)s or more: Intel sizes a unit without ATX 3.x&apos;s excursion rating at %(intel_psu)s for a %(intel_load)s box (load at most %(limit)s) so that it rides out the GPUs&apos; power spikes; data-parallel training steps every card at once</source>
        <translation>估计负载 %(load)s 为 %(psu)s 额定 %(rating)s 的 %(share)s（%(version)s），供电给 %(n)s 张 %(high)s 以上的 GPU：Intel 为没有 ATX 3.x 瞬态（excursion）额定的电源，在 %(intel_load)s 的主机上配置 %(intel_psu)s（负载最多 %(limit)s），才能扛住 GPU 的功耗尖峰；数据并行训练会让每张卡同时起步</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/psu_margin.py" line="85"/>
        <source>%(finding)s; but this PSU model is documented to have fed %(n)s × %(card)s at %(record)s without shutting down (%(source)s), more than this load</source>
        <translation>%(finding)s；但有文档记载这款电源曾以 %(record)s 为 %(n)s × %(card)s 供电而未关机（%(source)s），高于此负载</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/psu_margin.py" line="106"/>
        <source>pick an ATX 3.x PSU of at least %(atx3)s or any PSU of at least %(plain)s (same speed and power draw, the price of a PSU)</source>
        <translation>选用至少 %(atx3)s 的 ATX 3.x 电源，或任何至少 %(plain)s 的电源（速度与耗电不变，花费一个电源的价格）</translation>
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
        <translation>将 GPU 限制在板卡功耗的 %(fraction)s（nvidia-smi -pl，每张 %(stock)s → %(capped)s）：训练速度约 %(speed)s×，耗电少 %(saved)s，价格不变；此限制是否也压低尖峰没有测量数据</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="318"/>
        <source>feed the cables of %(n)s of the %(all)s GPUs from a second PSU (a dual-PSU adapter switches both on together): the peaks on %(psu)s fall to about %(left)s</source>
        <translation>让 %(all)s 张显卡中 %(n)s 张的电源线改由第二个电源供电（双电源转接器会让两个电源同时开机）：%(psu)s 上的峰值降到约 %(left)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="348"/>
        <source>cap the GPUs at %(fraction)s of board power (nvidia-smi -pl, %(stock)s → %(capped)s per card): about %(speed)s× training speed, no change in price; this helps only if the spikes shrink with the limit, which no figure here measures</source>
        <translation>将显卡功耗上限设为板卡功耗的 %(fraction)s（nvidia-smi -pl，每张 %(stock)s → %(capped)s）：训练速度约 %(speed)s×，价格不变；但只有在峰值会随上限一起降低时才有效，这一点没有任何数据测量过</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="385"/>
        <source>%(n)s GPUs of %(high)s or more (%(who)s) on %(psu)s (%(version)s): data-parallel training steps every card at once, and a PSU not rated ATX 3.x is not specified for such load steps; no spike under 1 ms is measured for these cards (the estimate: %(load)s steady, %(share)s of %(rating)s), and boxes like this rebooted under training at 69–94 %% of their rating while passing stress tests</source>
        <translation>%(n)s 张 %(high)s 以上的显卡（%(who)s）接在 %(psu)s（%(version)s）上：数据并行训练会让每张卡同时切换负载，而非 ATX 3.x 额定的电源并未针对这种负载阶跃设计；这些卡没有 1 ms 以下峰值的测量数据（估算：稳定 %(load)s，为 %(rating)s 的 %(share)s），而类似的机器在额定功率 69–94 %% 时就在训练中重启，尽管压力测试都能通过</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="381"/>
        <source>ATX version unknown</source>
        <translation>ATX 版本不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="606"/>
        <source>; %(n_inputs)s 16-pin input through the card&apos;s adapter takes %(n)s 8-pins</source>
        <translation>；通过显卡附带的转接线，%(n_inputs)s 个 16-pin 接口要占用 %(n)s 个 8-pin</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="611"/>
        <source>; %(n_inputs)s 16-pin inputs through the cards&apos; adapters take %(n)s 8-pins</source>
        <translation>；通过显卡附带的转接线，%(n_inputs)s 个 16-pin 接口要占用 %(n)s 个 8-pin</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="622"/>
        <source>%(wanted)s; %(has)s%(via)s: %(eight)s needed</source>
        <translation>%(wanted)s；%(has)s%(via)s：需要 %(eight)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="637"/>
        <source>%(wanted)s; %(has)s%(via)s (%(eight)s of %(total)s used): use a separate cable per 8-pin plug</source>
        <translation>%(wanted)s；%(has)s%(via)s（%(total)s 个中用掉 %(eight)s 个）：每个 8-pin 插头请单独使用一根线</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="717"/>
        <source>Up to %(load)s through each 16-pin plug of %(gpus)s (rated %(rated)s); %(psu)s has %(native)s native 16-pin for %(inputs)s, so %(adapters)s through the card&apos;s 8-pin adapter, the setup in which RTX 4090 plugs have melted when bent or not fully seated</source>
        <translation>%(gpus)s 每个 16-pin 插头最多承载 %(load)s（额定 %(rated)s）；%(psu)s 只有 %(native)s 条原生 16-pin，需求为 %(inputs)s，因此有 %(adapters)s 显卡附带的 8-pin 转接线——RTX 4090 插头在转接线弯折或未插到底时曾因此熔毁</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="732"/>
        <source>%(n)s runs</source>
        <translation>%(n)s 个经由</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="733"/>
        <source>%(n)s run</source>
        <translation>%(n)s 个经由</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="740"/>
        <source>Pick a PSU with a native 12V-2x6 cable per 16-pin input (%(inputs)s; no adapter, same speed), push each plug in until no gap shows and keep %(straight)s mm of straight cable before any bend; capping the cards at %(cap)s (nvidia-smi -pl) cuts the current by a fifth for a few %% of training speed</source>
        <translation>选一台每个 16-pin 输入都有原生 12V-2x6 线的电源（%(inputs)s 条；不用转接线，速度不变），插头插到看不到缝隙，弯折前保留 %(straight)s mm 直线段；将显卡功耗限制在 %(cap)s（nvidia-smi -pl）可让电流减少五分之一，训练速度只慢几 %%</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="792"/>
        <source>Up to %(load)s through each 16-pin plug of %(gpus)s, rated %(rated)s: %(margin)s of headroom, too little for a plug not fully seated (one such card burnt its plug on a native ATX 3.1 cable)</source>
        <translation>%(gpus)s 每个 16-pin 插头最多承载 %(load)s，额定 %(rated)s：余量只有 %(margin)s，插头没插到底就不够（曾有同款卡在原生 ATX 3.1 线上烧毁插头）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="806"/>
        <source>Cap the cards at %(cap)s (nvidia-smi -pl): %(headroom)s of headroom per plug for a few %% of training speed and %(saved)s less power per card, no change in price; push each plug in until no gap shows and keep %(straight)s mm of straight cable before any bend</source>
        <translation>将显卡功耗限制在 %(cap)s（nvidia-smi -pl）：每个插头有 %(headroom)s 余量，训练速度只慢几 %%，每张卡少 %(saved)s 功耗，价格不变；插头插到看不到缝隙，弯折前保留 %(straight)s mm 直线段</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="764"/>
        <source>Up to %(load)s through each 16-pin plug of %(gpus)s (rated %(rated)s): push each plug in until no gap shows and keep %(straight)s mm of straight cable before any bend (partly seated plugs have melted)</source>
        <translation>%(gpus)s 每个 16-pin 插头最多承载 %(load)s（额定 %(rated)s）：插头插到看不到缝隙，弯折前保留 %(straight)s mm 直线段（没插到底的插头曾熔毁）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="971"/>
        <source>use a dedicated 20 A or 230–240 V circuit, or split the GPUs across two machines</source>
        <translation>改用 20 A 或 230–240 V 的专用电路，或把显卡分到两台机器上</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="978"/>
        <source>use a dedicated circuit rated above %(amps)s A, or split the GPUs across two machines</source>
        <translation>改用额定电流高于 %(amps)s A 的专用电路，或把显卡分到两台机器上</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="989"/>
        <source>At the wall about %(wall)s (%(load)s DC at %(efficiency)s efficiency); the %(volts)s V / %(amps)s A circuit%(assumed)s carries %(continuous)s continuously (%(fraction)s of %(rating)s)</source>
        <translation>市电端功耗约 %(wall)s（直流 %(load)s，效率 %(efficiency)s）；%(volts)s V / %(amps)s A 的电路%(assumed)s可持续承载 %(continuous)s（%(rating)s 的 %(fraction)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="997"/>
        <source> (assumed: set yours in Settings or with --mains-voltage/--circuit-amps)</source>
        <translation>（假设值：请在“设置”中或用 --mains-voltage/--circuit-amps 设置您的数值）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="1017"/>
        <source>%(limit)s, or %(other)s</source>
        <translation>%(limit)s，或%(other)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="1032"/>
        <source>%(cpu)s&apos;s sustained power (PPT/PL2) is unknown: the load counts its %(tdp)s TDP, and it may draw more; check it</source>
        <translation>%(cpu)s 的持续功耗（PPT/PL2）不明：负载按其 %(tdp)s TDP 计算，实际可能更高；请确认</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="407"/>
        <source>Pick an ATX 3.x PSU of at least %(rating)s (specified for 200 %% load steps: same speed and power, the price of a PSU), or cap the GPUs at %(fraction)s (nvidia-smi -pl, %(stock)s → %(capped)s per card): about %(speed)s× training speed and %(saved)s less draw, no change in price</source>
        <translation>请选择至少 %(rating)s 的 ATX 3.x 电源（规定可承受 200 %% 的负载阶跃：速度与功耗不变，成本为一个电源），或将显卡功耗限制在 %(fraction)s（nvidia-smi -pl，每块 %(stock)s → %(capped)s）：训练速度约 %(speed)s 倍，功耗减少 %(saved)s，无需花费</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="444"/>
        <source>%(n)s PCIe 6/8-pin input</source>
        <translation>%(n)s 个 PCIe 6/8-pin 接口</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="445"/>
        <source>%(n)s PCIe 6/8-pin inputs</source>
        <translation>%(n)s 个 PCIe 6/8-pin 接口</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="452"/>
        <source>%(n)s 16-pin (12VHPWR/12V-2x6) input</source>
        <translation>%(n)s 个 16-pin（12VHPWR/12V-2x6）接口</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="453"/>
        <source>%(n)s 16-pin (12VHPWR/12V-2x6) inputs</source>
        <translation>%(n)s 个 16-pin（12VHPWR/12V-2x6）接口</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="588"/>
        <source>%(psu)s has %(eight)s and %(native)s native 16-pin</source>
        <translation>%(psu)s 有 %(eight)s 和 %(native)s 个原生 16-pin</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="432"/>
        <source>%(n)s PCIe 8-pin</source>
        <translation>%(n)s 个 PCIe 8-pin</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="166"/>
        <source>%(gpu)s GPU + %(rest)s rest; no CPU picked, so add its draw</source>
        <translation>%(gpu)s GPU + %(rest)s 其他；尚未选择 CPU，请再加上它的功耗</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="242"/>
        <source>Move a GPU from PSU %(n)s to another PSU (Build editor: right-click the GPU line, Power, Risers and Water), or use a PSU of at least %(psu)s there</source>
        <translation>把一张 GPU 从电源 %(n)s 移到另一个电源（配置编辑器：在 GPU 行按右键，选“电源、延长线与水冷”），或在该处改用至少 %(psu)s 的电源</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="283"/>
        <source>Assign GPUs to %(idle)s (Build editor: right-click a GPU line, Power, Risers and Water; in the file: psu_split on the GPU line), or remove the unused PSU</source>
        <translation>把 GPU 分配给 %(idle)s（配置编辑器：在 GPU 行按右键，选“电源、延长线与水冷”；文件中：GPU 行的 psu_split），或移除未使用的电源</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="301"/>
        <source>%(n)s PSUs but no GPU in the build: nothing for %(spare)s to feed; only PSU 1 was counted (%(load)s of its %(rating)s)</source>
        <translation>%(n)s 个电源，但配置中没有 GPU：%(spare)s 没有可供电的对象；只计入了 PSU 1（%(load)s，额定 %(rating)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="314"/>
        <source>Add the GPUs %(spare)s should feed (psu_split on their line), or remove the unused PSU: that saves its price and changes neither speed nor power</source>
        <translation>加入 %(spare)s 应供电的 GPU（在其条目中设置 psu_split），或移除未使用的电源：可省下它的价格，速度和功耗都不变</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="433"/>
        <source>%(n)s PCIe 8-pins</source>
        <translation>%(n)s 个 PCIe 8-pin</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="457"/>
        <source>the GPU needs %(wanted)s</source>
        <translation>显卡需要 %(wanted)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="459"/>
        <source>the GPUs need %(wanted)s</source>
        <translation>显卡需要 %(wanted)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="536"/>
        <source> after its %(native)s native 16-pin</source>
        <translation>（在其 %(native)s 个原生 16-pin 之外）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="543"/>
        <source>%(wanted)s: %(eight)s from %(psu)s%(after)s, whose PCIe 8-pin count is unknown: check its cable table</source>
        <translation>%(wanted)s：需要 %(psu)s 提供 %(eight)s%(after)s，但其 PCIe 8-pin 数量不明：请查看其线材规格表</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="555"/>
        <source>%(wanted)s; %(psu)s&apos;s PCIe 8-pin and native 16-pin counts are unknown: check its cable table</source>
        <translation>%(wanted)s；%(psu)s 的 PCIe 8-pin 和原生 16-pin 数量不明：请查看其线材规格表</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="570"/>
        <source>%(wanted)s; %(psu)s has %(eight)s, enough only with at least %(native)s native 16-pin, and its native 16-pin count is unknown: check its cable table</source>
        <translation>%(wanted)s；%(psu)s 有 %(eight)s，至少还要有 %(native)s 个原生 16-pin 才够用，但其原生 16-pin 数量不明：请查看其线材规格表</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="595"/>
        <source>%(psu)s has %(eight)s and an unknown number of native 16-pin</source>
        <translation>%(psu)s 有 %(eight)s，原生 16-pin 数量不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="491"/>
        <source>Pick a PSU with enough PCIe/16-pin connectors (one cable per socket, no daisy-chained pigtails)</source>
        <translation>请选择 PCIe/16-pin 接口足够的电源（每个插座单独一根线，不要用一线双头）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="839"/>
        <source>the GPUs on %(psu)s take %(n)s EPS 8-pin; it has %(has)s</source>
        <translation>由 %(psu)s 供电的显卡需要 %(n)s 个 EPS 8-pin；它只有 %(has)s 个</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="843"/>
        <source>the GPU on %(psu)s takes %(n)s EPS 8-pin; it has %(has)s</source>
        <translation>由 %(psu)s 供电的显卡需要 %(n)s 个 EPS 8-pin；它只有 %(has)s 个</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="885"/>
        <source>%(board)s has %(n)s EPS 8-pin socket</source>
        <translation>%(board)s 有 %(n)s 个 EPS 8-pin 插座</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="886"/>
        <source>%(board)s has %(n)s EPS 8-pin sockets</source>
        <translation>%(board)s 有 %(n)s 个 EPS 8-pin 插座</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="891"/>
        <source>the GPUs take %(n)s EPS 8-pin</source>
        <translation>显卡使用 %(n)s 个 EPS 8-pin</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="893"/>
        <source>the GPU takes %(n)s EPS 8-pin</source>
        <translation>显卡使用 %(n)s 个 EPS 8-pin</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="897"/>
        <source>%(board)s, and %(gpus)s</source>
        <translation>%(board)s，且%(gpus)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="905"/>
        <source>%(wants)s; %(psu)s&apos;s EPS connector count is unknown: check its cable table</source>
        <translation>%(wants)s；%(psu)s 的 EPS 接口数量不明：请查看其线材规格表</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="918"/>
        <source>%(wants)s: at least %(n)s needed; %(psu)s has %(has)s</source>
        <translation>%(wants)s：至少需要 %(n)s 个；%(psu)s 只有 %(has)s 个</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="854"/>
        <location filename="../../dlbox/core/rules/power.py" line="929"/>
        <location filename="../../dlbox/core/rules/power.py" line="950"/>
        <source>Pick a PSU with more EPS 8-pin CPU connectors</source>
        <translation>请选择 EPS 8-pin CPU 接口更多的电源</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="939"/>
        <source>%(wants)s; %(psu)s has %(has)s: the board&apos;s extra EPS socket stays empty, fine at stock, limiting under heavy all-core CPU load</source>
        <translation>%(wants)s；%(psu)s 只有 %(has)s 个：主板多出的 EPS 插座会空着，默认设置下没问题，但 CPU 全核重负载时会受限</translation>
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
        <translation>%(n)s 块 SATA 硬盘</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="72"/>
        <source>%(drives)s; %(board)s has %(slots)s</source>
        <translation>%(drives)s；%(board)s 只有 %(slots)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="15"/>
        <source>%(n)s M.2 drive</source>
        <translation>%(n)s 块 M.2 硬盘</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="16"/>
        <source>%(n)s M.2 drives</source>
        <translation>%(n)s 块 M.2 硬盘</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="77"/>
        <source>%(n)s M.2 slot</source>
        <translation>%(n)s 个 M.2 插槽</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="78"/>
        <source>%(n)s M.2 slots</source>
        <translation>%(n)s 个 M.2 插槽</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="66"/>
        <source>Use fewer, larger M.2 drives, or a PCIe M.2 adapter card</source>
        <translation>改用更少、容量更大的 M.2 硬盘，或加装 PCIe M.2 转接卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="89"/>
        <source>%(drives)s but %(board)s has %(slots)s</source>
        <translation>%(drives)s，但 %(board)s 只有 %(slots)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="92"/>
        <source>%(n)s M.2 SATA drive</source>
        <translation>%(n)s 块 M.2 SATA 硬盘</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="93"/>
        <source>%(n)s M.2 SATA drives</source>
        <translation>%(n)s 块 M.2 SATA 硬盘</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="98"/>
        <source>%(n)s M.2 slot that takes SATA drives</source>
        <translation>%(n)s 个支持 SATA 硬盘的 M.2 插槽</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="99"/>
        <source>%(n)s M.2 slots that take SATA drives</source>
        <translation>%(n)s 个支持 SATA 硬盘的 M.2 插槽</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="104"/>
        <source>Pick NVMe M.2 drives</source>
        <translation>请选择 NVMe M.2 硬盘</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="153"/>
        <source> (%(ports)s ports less %(disabled)s, disabled by the drive in %(slots)s)</source>
        <translation>（%(ports)s 个接口减去被 %(slots)s 的硬盘停用的 %(disabled)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="164"/>
        <source>%(drives)s; %(board)s has %(ports)s%(lost)s</source>
        <translation>%(drives)s；%(board)s 只有 %(ports)s%(lost)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="20"/>
        <source>%(n)s SATA drives</source>
        <translation>%(n)s 块 SATA 硬盘</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="44"/>
        <source>%(board)s&apos;s M.2 slots are unknown: check it takes %(drives)s</source>
        <translation>%(board)s 的 M.2 插槽不明：请确认它能装 %(drives)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="138"/>
        <source>%(board)s&apos;s SATA port count is unknown: check it has ports for %(drives)s</source>
        <translation>%(board)s 的 SATA 接口数量不明：请确认它有足够的接口连接 %(drives)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="169"/>
        <source>%(n)s usable SATA port</source>
        <translation>%(n)s 个可用的 SATA 接口</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="170"/>
        <source>%(n)s usable SATA ports</source>
        <translation>%(n)s 个可用的 SATA 接口</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="178"/>
        <source>Use fewer SATA drives, an M.2 NVMe drive, or a SATA controller card</source>
        <translation>减少 SATA 硬盘、改用 M.2 NVMe 硬盘，或加装 SATA 扩展卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="190"/>
        <source>The M.2 drive in %(slots)s disables %(disabled)s on %(board)s: %(ports)s stay usable</source>
        <translation>%(slots)s 的 M.2 硬盘会停用 %(board)s 上的 %(disabled)s：仍可使用 %(ports)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="196"/>
        <source>The M.2 drive in %(slots)s disables %(disabled)s on %(board)s: %(ports)s stays usable</source>
        <translation>%(slots)s 的 M.2 硬盘会停用 %(board)s 上的 %(disabled)s：仍可使用 %(ports)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="206"/>
        <source>%(n)s SATA port</source>
        <translation>%(n)s 个 SATA 接口</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="207"/>
        <source>%(n)s SATA ports</source>
        <translation>%(n)s 个 SATA 接口</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="217"/>
        <source>The M.2 drive in %(slots)s shares lanes with %(shared)s on %(board)s: that slot or port is disabled or runs narrower</source>
        <translation>%(slots)s 的 M.2 硬盘与 %(board)s 上的 %(shared)s 共用通道：该插槽或接口会被停用或降速</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="240"/>
        <source>%(case)s&apos;s 3.5-inch bay count is unknown: check it holds %(drives)s</source>
        <translation>%(case)s 的 3.5 英寸盘位数量不明：请确认它能装 %(drives)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="23"/>
        <source>%(n)s 3.5-inch drive</source>
        <translation>%(n)s 块 3.5 英寸硬盘</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="24"/>
        <source>%(n)s 3.5-inch drives</source>
        <translation>%(n)s 块 3.5 英寸硬盘</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="253"/>
        <source>%(drives)s; %(case)s has %(bays)s</source>
        <translation>%(drives)s；%(case)s 只有 %(bays)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="258"/>
        <source>%(n)s 3.5-inch bay</source>
        <translation>%(n)s 个 3.5 英寸盘位</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="259"/>
        <source>%(n)s 3.5-inch bays</source>
        <translation>%(n)s 个 3.5 英寸盘位</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="265"/>
        <source>Pick a case with more 3.5-inch bays</source>
        <translation>请选择 3.5 英寸盘位更多的机箱</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="277"/>
        <source>%(case)s&apos;s drive mounts are not fully known: check it holds %(drives)s</source>
        <translation>%(case)s 的硬盘安装位资料不完整：请确认它能装 %(drives)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="27"/>
        <source>%(n)s 2.5-inch drive</source>
        <translation>%(n)s 块 2.5 英寸硬盘</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="28"/>
        <source>%(n)s 2.5-inch drives</source>
        <translation>%(n)s 块 2.5 英寸硬盘</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="59"/>
        <source>Put a GPU on a PCIe riser instead of an M.2 adapter, or use fewer, larger M.2 drives</source>
        <translation>改用 PCIe 延长线接一张显卡（而非 M.2 转接卡），或改用更少、更大的 M.2 硬盘</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="114"/>
        <source>%(n)s GPU on an M.2 adapter</source>
        <translation>%(n)s 张通过 M.2 转接卡的显卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="115"/>
        <source>%(n)s GPUs on M.2 adapters</source>
        <translation>%(n)s 张通过 M.2 转接卡的显卡</translation>
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
        <translation>%(n)s 个 2.5 英寸安装位</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="303"/>
        <source>%(n)s 2.5-inch mounts</source>
        <translation>%(n)s 个 2.5 英寸安装位</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="309"/>
        <source>%(n)s free 3.5-inch bay</source>
        <translation>%(n)s 个空闲的 3.5 英寸盘位</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="310"/>
        <source>%(n)s free 3.5-inch bays</source>
        <translation>%(n)s 个空闲的 3.5 英寸盘位</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="321"/>
        <source>Pick a case with more drive mounts, or use M.2 drives</source>
        <translation>请选择硬盘安装位更多的机箱，或改用 M.2 硬盘</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="333"/>
        <source>%(n)s of the 2.5-inch drives goes in a 3.5-inch bay of %(case)s: most trays take it, some need an adapter</source>
        <translation>其中 %(n)s 块 2.5 英寸硬盘要装进 %(case)s 的 3.5 英寸盘位：多数托盘可直接安装，有些需要转接架</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="338"/>
        <source>%(n)s of the 2.5-inch drives go in 3.5-inch bays of %(case)s: most trays take them, some need an adapter</source>
        <translation>其中 %(n)s 块 2.5 英寸硬盘要装进 %(case)s 的 3.5 英寸盘位：多数托盘可直接安装，有些需要转接架</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="354"/>
        <source>%(drive)s is a U.2 drive: the board needs a U.2/SlimSAS port or an M.2/PCIe adapter (not checked)</source>
        <translation>%(drive)s 是 U.2 硬盘：主板需要 U.2/SlimSAS 接口或 M.2/PCIe 转接卡（未检查）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="379"/>
        <source>%(n)s SATA power connector</source>
        <translation>%(n)s 个 SATA 电源接口</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="380"/>
        <source>%(n)s SATA power connectors</source>
        <translation>%(n)s 个 SATA 电源接口</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="386"/>
        <source>Pick a PSU with more SATA power connectors (avoid moulded splitters)</source>
        <translation>请选择 SATA 电源接口更多的电源（避免使用注塑式一分多转接线）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="23"/>
        <source>%(cooler)s&apos;s socket mounts are unknown: check it fits %(socket)s</source>
        <translation>%(cooler)s 支持的接口扣具不明：请确认它能装在 %(socket)s 上</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="36"/>
        <source>%(cooler)s mounts on %(sockets)s; %(cpu)s is %(socket)s</source>
        <translation>%(cooler)s 可装在 %(sockets)s；%(cpu)s 是 %(socket)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="41"/>
        <source>no listed socket</source>
        <translation>未列出接口</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="49"/>
        <source>Pick a cooler that mounts on %(socket)s</source>
        <translation>请选择可安装在 %(socket)s 上的散热器</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="65"/>
        <source>could not check %(cooler)s against %(case)s: cooler height unknown</source>
        <translation>无法比对 %(cooler)s 与 %(case)s：散热器高度不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="69"/>
        <source>could not check %(cooler)s against %(case)s: case cooler clearance unknown</source>
        <translation>无法比对 %(cooler)s 与 %(case)s：机箱的散热器限高不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="83"/>
        <source>%(cooler)s is %(height)s tall; %(case)s allows %(limit)s</source>
        <translation>%(cooler)s 高 %(height)s；%(case)s 最高容纳 %(limit)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="95"/>
        <source>Pick a cooler at most %(limit)s tall, or an AIO</source>
        <translation>请选择高度不超过 %(limit)s 的散热器，或一体式水冷</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="147"/>
        <source>%(cooler)s is rated for %(rated)s; %(cpu)s draws at least its %(need)s TDP (its sustained power is unknown): it will throttle under long loads</source>
        <translation>%(cooler)s 的额定散热为 %(rated)s；%(cpu)s 的功耗至少为其 TDP %(need)s（持续功耗不明）：长时间负载下会降频</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="171"/>
        <source>%(cpu)s&apos;s sustained power (PPT/PL2) is unknown: check %(cooler)s&apos;s %(rated)s rating covers it</source>
        <translation>%(cpu)s 的持续功耗（PPT/PL2）不明：请确认 %(cooler)s 的 %(rated)s 额定散热足以应付</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="153"/>
        <source>%(cooler)s is rated for %(rated)s; %(cpu)s draws up to %(need)s sustained (PPT/PL2): it will throttle under long loads</source>
        <translation>%(cooler)s 的额定散热为 %(rated)s；%(cpu)s 持续功耗最高 %(need)s（PPT/PL2）：长时间负载下会降频</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="288"/>
        <source>Pick an air cooler that fits the case, or a case with a %(size)s mm radiator mount (same speed while the cooler holds the CPU&apos;s power)</source>
        <translation>选一个装得进机箱的风冷散热器，或选一个有 %(size)s mm 冷排安装位的机箱（只要散热器压得住 CPU 的功耗，速度不变）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="315"/>
        <source>Add a cooler rated for at least %(need)s that mounts on %(socket)s</source>
        <translation>加装一个额定至少 %(need)s、可安装于 %(socket)s 的散热器</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="330"/>
        <source>No CPU cooler picked for %(cpu)s (%(need)s sustained): whether it ships with a boxed cooler is unknown; without one it will not run</source>
        <translation>尚未为 %(cpu)s（持续 %(need)s）选择 CPU 散热器：不确定是否附原装散热器；没有散热器将无法运行</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="346"/>
        <source>No CPU cooler picked: %(cpu)s ships with a boxed cooler, which runs it at stock; cooler checks skipped</source>
        <translation>尚未选择 CPU 散热器：%(cpu)s 附有原装散热器，可在默认规格下运行；已跳过散热器检查</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="359"/>
        <source>No CPU cooler picked for %(cpu)s (%(need)s sustained), which ships without one: it will not run without a cooler</source>
        <translation>尚未为 %(cpu)s（持续 %(need)s）选择 CPU 散热器，而它不附散热器：没有散热器将无法运行</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="365"/>
        <source>No CPU cooler picked for %(cpu)s (%(need)s sustained); CPUs rated above %(tdp)s TDP ship without a cooler: it will not run without one</source>
        <translation>尚未为 %(cpu)s（持续 %(need)s）选择 CPU 散热器；TDP 高于 %(tdp)s 的 CPU 不附散热器：没有散热器将无法运行</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="434"/>
        <source>could not check the radiators (%(radiators)s) against %(case)s: %(what)s</source>
        <translation>无法检查冷排（%(radiators)s）与 %(case)s 是否兼容：%(what)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="441"/>
        <source>radiator size unknown for %(parts)s</source>
        <translation>%(parts)s 的冷排尺寸不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="445"/>
        <source>case radiator mounts unknown</source>
        <translation>机箱的冷排安装位不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="456"/>
        <source>%(n)s radiators (%(radiators)s) need a mount each; %(case)s mounts %(mounts)s</source>
        <translation>%(n)s 个冷排（%(radiators)s）各需一个安装位；%(case)s 可安装 %(mounts)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="469"/>
        <source>Pick a case with a mount for each radiator (%(radiators)s), or an air cooler for the CPU (same speed at stock power, lower price)</source>
        <translation>改选每个冷排（%(radiators)s）都有安装位的机箱，或 CPU 改用风冷散热器（默认功耗下速度相同，价格更低）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="489"/>
        <source>Pick a cooler rated for at least %(need)s</source>
        <translation>请选择额定至少 %(need)s 的散热器</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="238"/>
        <source>could not check %(cooler)s&apos;s radiator against %(case)s: radiator size unknown</source>
        <translation>无法比对 %(cooler)s 的冷排与 %(case)s：冷排尺寸不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="199"/>
        <source>%(cooler)s is a low-profile cooler (%(height)s tall, no heat rating published); such coolers hold a CPU near %(held)s, and %(cpu)s draws up to %(need)s: it will throttle under long loads (about %(share)s of its sustained power)</source>
        <translation>%(cooler)s 是下压式薄型散热器（高 %(height)s，未公布散热能力）；这类散热器约只压得住 %(held)s，而 %(cpu)s 最高功耗 %(need)s：长时间负载下会降频（约为其持续功耗的 %(share)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="216"/>
        <source>Pick a tower cooler or an AIO that fits the case, or a CPU that draws at most %(held)s</source>
        <translation>改选塔式散热器或装得进机箱的一体式水冷，或改用功耗不超过 %(held)s 的 CPU</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="243"/>
        <source>could not check %(cooler)s&apos;s radiator against %(case)s: case radiator mounts unknown</source>
        <translation>无法比对 %(cooler)s 的冷排与 %(case)s：机箱的冷排安装位不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="259"/>
        <source>%(cooler)s&apos;s radiator is %(size)s mm; %(case)s mounts at most %(limit)s mm (%(mounts)s)</source>
        <translation>%(cooler)s 的冷排为 %(size)s mm；%(case)s 最大只能安装 %(limit)s mm（%(mounts)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="265"/>
        <source>%(cooler)s&apos;s radiator is %(size)s mm; %(case)s has no radiator mount (%(limit)s mm)</source>
        <translation>%(cooler)s 的冷排为 %(size)s mm；%(case)s 没有冷排安装位（%(limit)s mm）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="280"/>
        <source>Pick a cooler with a radiator of at most %(limit)s mm, or an air cooler</source>
        <translation>请选择冷排不超过 %(limit)s mm 的散热器，或改用风冷散热器</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="14"/>
        <source>32 GB for 1 GPU, 64 for 2, 128 for 4, 256 ECC for 8</source>
        <translation>1 张显卡 32 GB、2 张 64 GB、4 张 128 GB、8 张 256 GB ECC</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="35"/>
        <source>Add memory: at least %(total)s, ideally %(ideal)s (GPU speed and power stay the same; loading checkpoints and pinned-memory data loaders stop swapping)</source>
        <translation>加内存：至少 %(total)s，最好 %(ideal)s（GPU 速度与功耗不变；加载检查点与锁页内存数据加载器不再使用交换空间）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="51"/>
        <source>%(ram)s of system RAM is less than one %(gpu)s&apos;s %(vram)s of VRAM: loading checkpoints and pinned-memory data loaders will swap (reference: %(ref)s)</source>
        <translation>系统内存 %(ram)s 比一张 %(gpu)s 的 %(vram)s 显存还少：加载检查点和使用锁页内存的数据加载器会用到 swap（参考：%(ref)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="69"/>
        <source>%(ram)s of system RAM for %(total)s of total VRAM: at least as much RAM as VRAM is recommended (reference: %(ref)s)</source>
        <translation>系统内存 %(ram)s，显存合计 %(total)s：建议系统内存至少与显存一样多（参考：%(ref)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="86"/>
        <source>%(ram)s of system RAM for %(total)s of VRAM: enough; about %(ideal)s (2×) is comfortable for large datasets and checkpoints</source>
        <translation>系统内存 %(ram)s，显存 %(total)s：足够；约 %(ideal)s（2×）处理大型数据集和检查点会更从容</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="108"/>
        <source>%(cpu)s&apos;s thread count is unknown: check it has at least %(need)s threads (%(wanted)s per GPU for on-the-fly preprocessing)</source>
        <translation>%(cpu)s 的线程数不明：请确认它至少有 %(need)s 线程（实时预处理每张显卡需要 %(wanted)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="128"/>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="185"/>
        <location filename="../../dlbox/core/rules/pcie.py" line="141"/>
        <location filename="../../dlbox/core/rules/pcie.py" line="579"/>
        <location filename="../../dlbox/core/rules/pcie.py" line="622"/>
        <source>%(n)s GPU</source>
        <translation>%(n)s 张显卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="129"/>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="186"/>
        <location filename="../../dlbox/core/rules/pcie.py" line="142"/>
        <location filename="../../dlbox/core/rules/pcie.py" line="580"/>
        <location filename="../../dlbox/core/rules/pcie.py" line="623"/>
        <source>%(n)s GPUs</source>
        <translation>%(n)s 张显卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="137"/>
        <source>Pick a CPU with at least %(need)s threads, or preprocess the dataset ahead of time</source>
        <translation>请选择至少 %(need)s 线程的处理器，或提前预处理数据集</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="150"/>
        <source>%(cpu)s has %(threads)s threads for %(gpus)s (%(per_gpu)s per GPU); on-the-fly preprocessing wants ≥ %(wanted)s per GPU: data loading will starve the GPUs</source>
        <translation>%(cpu)s 有 %(threads)s 线程供 %(gpus)s 使用（每张 %(per_gpu)s）；实时预处理每张显卡需要 ≥ %(wanted)s：数据加载会喂不饱显卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="156"/>
        <source>%(cpu)s has %(threads)s threads for %(gpus)s (%(per_gpu)s per GPU); on-the-fly preprocessing wants ≥ %(wanted)s per GPU</source>
        <translation>%(cpu)s 有 %(threads)s 线程供 %(gpus)s 使用（每张 %(per_gpu)s）；实时预处理每张显卡需要 ≥ %(wanted)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="175"/>
        <source>%(cpu)s boosts to %(clock)s GHz: with %(gpus)s, each GPU&apos;s training process leans on one CPU core (Python, kernel launches, batch collation), so single-thread speed matters; CPUs that boost to %(fast)s GHz or more keep the GPUs busier</source>
        <translation>%(cpu)s 的加速频率为 %(clock)s GHz：使用 %(gpus)s 时，每张显卡的训练进程都依赖一个 CPU 核心（Python、内核函数启动、批次整理），因此单线程性能很重要；加速频率达到 %(fast)s GHz 及以上的 CPU 能让显卡利用率更高</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="214"/>
        <source>%(gpus)s: different listings of the same chip; fine together</source>
        <translation>%(gpus)s：同一颗芯片的不同商品，可以一起使用</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="229"/>
        <source>Mixed GPUs: a data-parallel job runs every card at the pace of %(slow)s (%(slow_rate)s vs %(fast_rate)s %(unit)s on %(fast)s; memory bandwidth %(slow_bw)s vs %(fast_bw)s GB/s) and the batch is limited by %(small)s&apos;s %(vram)s</source>
        <translation>混用显卡：数据并行任务会让每张卡都按 %(slow)s 的速度运行（%(slow_rate)s 对比 %(fast)s 的 %(fast_rate)s %(unit)s；显存带宽 %(slow_bw)s 对比 %(fast_bw)s GB/s），且批大小受限于 %(small)s 的 %(vram)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="249"/>
        <source>Use identical GPUs, or run separate jobs per GPU model</source>
        <translation>改用相同型号的显卡，或按显卡型号分开运行任务</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="267"/>
        <source>%(gpu)s supports an NVLink bridge%(bw)s: pairs of cards can use one; the bridge must match the slot spacing</source>
        <translation>%(gpu)s 支持 NVLink 桥接器%(bw)s：每两张卡可共用一个；桥接器须匹配插槽间距</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="281"/>
        <source>%(gpus)s: no NVLink and no PCIe peer-to-peer; GPU-to-GPU traffic goes through system memory</source>
        <translation>%(gpus)s：没有 NVLink 也不支持 PCIe 点对点；显卡之间的传输要经过系统内存</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="300"/>
        <source>%(gpu)s (Pascal GeForce) runs FP16 at 1/64 of FP32 (%(fp32)s → %(fp16)s TFLOPS): mixed precision saves memory but not time; train in FP32</source>
        <translation>%(gpu)s（Pascal GeForce）的 FP16 只有 FP32 的 1/64（%(fp32)s → %(fp16)s TFLOPS）：混合精度省显存但不省时间；请用 FP32 训练</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="323"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="328"/>
        <source>%(gpu)s does %(rate)s FP64 TFLOPS vs %(fp32)s FP32: slow for double-precision scientific code</source>
        <translation>%(gpu)s 的 FP64 为 %(rate)s TFLOPS，FP32 为 %(fp32)s：跑双精度科学计算会很慢</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="376"/>
        <source>≈ %(n)s small files/s</source>
        <translation>约每秒 %(n)s 个小文件</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="378"/>
        <source>a few hundred small files/s at best</source>
        <translation>最多每秒几百个小文件</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="386"/>
        <source>Keep training data on %(fast)s: %(slow)s reads %(limit)s (random reads of many small files)</source>
        <translation>请把训练数据放在 %(fast)s：%(slow)s 只能读取%(limit)s（大量小文件的随机读取）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="400"/>
        <source>the %(dataset)s dataset is larger than the %(ssd)s of SSD</source>
        <translation>%(dataset)s 的数据集大于 %(ssd)s 的 SSD</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="407"/>
        <source>the only storage is a hard disk</source>
        <translation>唯一的存储是机械硬盘</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="412"/>
        <source> and does not fit in %(ram)s of RAM cache</source>
        <translation>，也放不进 %(ram)s 的内存缓存</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="418"/>
        <source>%(where)s%(ram_note)s: %(slow)s reads %(limit)s, while one modern GPU trains on thousands of images per second</source>
        <translation>%(where)s%(ram_note)s：%(slow)s 只能读取%(limit)s，而一张新款显卡每秒可训练数千张图像</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="431"/>
        <source>Add an NVMe SSD for the training set (or pack small files into large shards)</source>
        <translation>为训练集加一块 NVMe SSD（或把小文件打包成大分片）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="453"/>
        <source>%(cpu)s&apos;s integrated graphics is unknown and no GPU in the build has a display connector: check the box has a display output, or run it headless (SSH)</source>
        <translation>%(cpu)s 是否有核显不明，且配置中没有任何显卡带显示接口：请确认这台机器有显示输出，或以无显示器方式（SSH）使用</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="460"/>
        <source>No display output: %(cpu)s has no integrated graphics and the GPUs have no display connectors; install and run the machine headless (SSH)</source>
        <translation>没有显示输出：%(cpu)s 没有核显，显卡也没有显示接口；请以无显示器方式（SSH）安装和使用</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="466"/>
        <source>No display output: %(cpu)s has no integrated graphics and the GPU has no display connector; install and run the machine headless (SSH)</source>
        <translation>没有显示输出：%(cpu)s 没有核显，显卡也没有显示接口；请以无显示器方式（SSH）安装和使用</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="479"/>
        <source>%(cpu)s has no integrated graphics, so %(gpu)s also drives the displays: the desktop takes some of its VRAM and GPU time — connect monitors to the last GPU and train on the others</source>
        <translation>%(cpu)s 没有核显，所以 %(gpu)s 也要负责显示：桌面会占用部分显存和计算时间——请把显示器接在最后一张显卡，用其他卡训练</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="486"/>
        <source>%(cpu)s has no integrated graphics, so %(gpu)s also drives the displays: the desktop takes some of its VRAM and GPU time</source>
        <translation>%(cpu)s 没有核显，所以 %(gpu)s 也要负责显示：桌面会占用部分显存和计算时间</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="31"/>
        <source>gradient checkpointing, LoRA/QLoRA, ZeRO across the GPUs, or GPUs with more memory</source>
        <translation>梯度检查点、LoRA/QLoRA、跨显卡的 ZeRO，或显存更大的显卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="81"/>
        <source>%(model)s decoding</source>
        <translation>%(model)s 解码推理</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="85"/>
        <source>%(model)s training (seq %(seq)s)</source>
        <translation>%(model)s 训练（序列长度 %(seq)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="104"/>
        <source>could not estimate memory for %(name)s: %(error)s</source>
        <translation>无法估算 %(name)s 的显存用量：%(error)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="120"/>
        <source>CPU offload puts %(host)s of %(name)s&apos;s training state in system RAM; the build has %(ram)s</source>
        <translation>CPU 卸载会把 %(name)s 的 %(host)s 训练状态放到系统内存；此配置只有 %(ram)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="130"/>
        <source>Add memory, or offload less</source>
        <translation>增加内存，或减少卸载</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="136"/>
        <source>%(name)s needs ≈ %(need)s per GPU of the %(usable)s usable: within the memory model&apos;s ±%(band)s error, so it may not fit</source>
        <translation>%(name)s 每张 GPU 约需 %(need)s，可用 %(usable)s：落在显存模型 ±%(band)s 的误差内，可能放不下</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="158"/>
        <source>≈ %(memory)s per GPU</source>
        <translation>每张显卡约 %(memory)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="160"/>
        <source>more memory</source>
        <translation>更多显存</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="164"/>
        <source>%(vram)s usable</source>
        <translation>可用 %(vram)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="171"/>
        <source> at batch %(batch)s</source>
        <translation>（批大小 %(batch)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="184"/>
        <source>%(name)s needs %(need)s even at batch 1: %(gpu)s has %(vram)s</source>
        <translation>%(name)s 即使批大小为 1 也需要%(need)s：%(gpu)s 只有 %(vram)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="188"/>
        <source>%(name)s needs %(need)s%(at)s and does not fit even at batch 1: %(gpu)s has %(vram)s</source>
        <translation>%(name)s 需要%(need)s%(at)s，即使批大小为 1 也放不下：%(gpu)s 只有 %(vram)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="202"/>
        <source>Use %(remedies)s</source>
        <translation>请改用%(remedies)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="214"/>
        <source>%(name)s needs %(need)s%(at)s; %(gpu)s has %(vram)s: the largest batch that fits is %(batch)s per GPU</source>
        <translation>%(name)s 需要%(need)s%(at)s；%(gpu)s 只有 %(vram)s：每张显卡最大只能放下批大小 %(batch)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="229"/>
        <source>Lower the batch (with gradient accumulation), or use %(remedies)s</source>
        <translation>降低批大小（配合梯度累积），或改用%(remedies)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="259"/>
        <source>%(name)s with %(context)s tokens of context needs %(need)s; %(gpu)s has %(vram)s: the longest context that fits one stream is %(longest)s tokens</source>
        <translation>%(name)s 在 %(context)s 个词元的上下文下需要 %(need)s；%(gpu)s 只有 %(vram)s：单个流能放下的最长上下文为 %(longest)s 个词元</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="265"/>
        <source>%(name)s with %(context)s tokens of context × %(streams)s concurrent streams needs %(need)s; %(gpu)s has %(vram)s: the longest context that fits %(streams)s streams is %(longest)s tokens</source>
        <translation>%(name)s 在 %(context)s 个词元的上下文 × %(streams)s 个并发流下需要 %(need)s；%(gpu)s 只有 %(vram)s：%(streams)s 个流能放下的最长上下文为 %(longest)s 个词元</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="284"/>
        <source>Use a context of %(tokens)s tokens</source>
        <translation>改用 %(tokens)s 个词元的上下文</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="298"/>
        <source>whether a training workload fits in VRAM (no workload chosen)</source>
        <translation>训练工作负载是否能放进显存（尚未选择工作负载）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/effects.py" line="48"/>
        <source>speed %(change)s</source>
        <translation>速度 %(change)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/effects.py" line="57"/>
        <source>price %(change)s</source>
        <translation>价格 %(change)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/effects.py" line="64"/>
        <source>power %(change)s</source>
        <translation>功耗 %(change)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/effects.py" line="53"/>
        <source>price unknown</source>
        <translation>价格未知</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/effects.py" line="69"/>
        <source>no change in speed, price or power</source>
        <translation>速度、价格和功耗均不变</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/compat.py" line="893"/>
        <source>As another PSU, %(name)s (%(psu)s) is too small: it would feed at least %(need)s of GPU cable power so that PSU 1 stays within its rating</source>
        <translation>作为另一个电源，%(name)s（%(psu)s）太小：要让电源 1 不超过额定功率，它至少得提供 %(need)s 的 GPU 线缆功率</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/compat.py" line="921"/>
        <source>As another PSU, %(name)s has %(has)s PCIe 8-pin and %(native)s native 16-pin: too few for any set of cards it would take over so that PSU 1 stays within its rating (the lightest set, %(cards)s, needs %(eight)s PCIe 8-pin)</source>
        <translation>作为另一个电源，%(name)s 有 %(has)s 个 PCIe 8-pin 和 %(native)s 个原生 16-pin：不足以供应任何一组能让电源 1 回到额定内的显卡（最轻的一组 %(cards)s 需要 %(eight)s 个 PCIe 8-pin）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="37"/>
        <source>%(n)s PSU cable</source>
        <translation>%(n)s 根电源线</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="38"/>
        <source>%(n)s PSU cables</source>
        <translation>%(n)s 根电源线</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="45"/>
        <source>%(n)s 12 V rail</source>
        <translation>%(n)s 路 12 V 输出</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="46"/>
        <source>%(n)s 12 V rails</source>
        <translation>%(n)s 路 12 V 输出</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="95"/>
        <source>%(gpu)s: its %(plugs)s PCIe power plugs hang on %(cables)s (Y-split or daisy-chained): about %(load)s through one cable rated for %(rated)s; the PSU may shut down under load</source>
        <translation>%(gpu)s：它的 %(plugs)s 个 PCIe 供电插头只接在 %(cables)s 上（Y 型分线或菊花链线）：一根额定 %(rated)s 的线材要承载约 %(load)s；满载时电源可能断电</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="111"/>
        <source>Run one PSU cable to each 8-pin plug (%(plugs)s cables for %(gpu)s): no speed or price cost</source>
        <translation>每个 8-pin 插头各接一根电源线（%(gpu)s 需要 %(plugs)s 根）：不影响速度，也不花钱</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="133"/>
        <source>; or cap it at %(fraction)s of board power (%(stock)s → %(capped)s, e.g. nvidia-smi -pl): about %(speed)s× training speed</source>
        <translation>；或将它的功耗限制在板卡功耗的 %(fraction)s（%(stock)s → %(capped)s，例如 nvidia-smi -pl）：训练速度约为 %(speed)s×</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="165"/>
        <source>%(gpu)s draws about %(load)s through its cables; one 12 V rail of %(psu)s gives %(rail)s (%(amps)s A): feed it from at least %(need)s rails (the build does not say which rails feed it)</source>
        <translation>%(gpu)s 经由线材取用约 %(load)s；%(psu)s 的一路 12 V 输出只提供 %(rail)s（%(amps)s A）：请至少由 %(need)s 路输出供电（此配置未注明由哪几路输出供电）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="190"/>
        <source>%(gpu)s draws about %(load)s through its cables on %(rails)s of %(psu)s: about %(per)s per rail, whose limit is %(rail)s (%(amps)s A); its over-current protection shuts the PSU down under load</source>
        <translation>%(gpu)s 经由 %(psu)s 的 %(rails)s 上的线材取用约 %(load)s：每路约 %(per)s，而每路上限为 %(rail)s（%(amps)s A）；满载时过流保护会让电源断电</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="209"/>
        <source>Move some of its cables to another 12 V rail (%(need)s rails carry it)%(cap)s; or a single-rail PSU</source>
        <translation>把部分线材改接到另一路 12 V 输出（需要 %(need)s 路才撑得住）%(cap)s；或改用单路 12 V 电源</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="215"/>
        <source>Feed it from another 12 V rail too (%(need)s rails carry it)%(cap)s; or a single-rail PSU</source>
        <translation>再从另一路 12 V 输出接线供电（需要 %(need)s 路才撑得住）%(cap)s；或改用单路 12 V 电源</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="238"/>
        <source>PCIe cable runs: whether each of %(gpu)s&apos;s %(n)s power plugs has its own PSU cable (not a Y-split or daisy chain); the build does not say (Power cables per card on the GPU line)</source>
        <translation>PCIe 线材走法：%(gpu)s 的 %(n)s 个电源插头是否各接一根电源线（而非 Y 型分线或菊花链）；配置中未注明（见显卡行的“每张卡的电源线”）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="252"/>
        <source>12 V rails: which of %(psu)s&apos;s rails (%(amps)s A each) feed %(gpu)s; the build does not say (12 V rails per card on the GPU line)</source>
        <translation>12 V 输出路：%(psu)s 的哪几路（每路 %(amps)s A）为 %(gpu)s 供电；配置中未注明（见显卡行的“每张卡的 12 V 输出路”）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="99"/>
        <source>the card model is not named, so its height and plug edge are unknown</source>
        <translation>未指明显卡型号，因此不知道卡的高度与插头位置</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="107"/>
        <source>which edge of the card its 16-pin plug sits on is unknown</source>
        <translation>不知道 16-pin 插头位于显卡的哪一边</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="116"/>
        <source>%(case)s&apos;s GPU length limit is unknown (the plug faces the case front)</source>
        <translation>%(case)s 的显卡限长不明（插头朝向机箱前方）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="125"/>
        <source>the card&apos;s length is unknown (the plug faces the case front)</source>
        <translation>显卡长度不明（插头朝向机箱前方）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="133"/>
        <source>the card&apos;s height is unknown (the plug faces the side panel)</source>
        <translation>显卡高度不明（插头朝向侧板）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="143"/>
        <source>%(case)s is not a tower and the tallest card it takes is unknown, so nothing bounds the room beside the card</source>
        <translation>%(case)s 不是塔式机箱，且其可容纳的最高显卡高度不明，因此无从界定显卡旁的空间</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="153"/>
        <source>%(case)s&apos;s CPU cooler limit (the room to the side panel) is unknown</source>
        <translation>%(case)s 的 CPU 散热器高度上限（到侧板的空间）不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="179"/>
        <source>%(gpu)s&apos;s 16-pin plug faces the case front: %(case)s takes cards up to %(limit)s and the card is %(length)s, leaving %(left)s for the cable where %(straight)s mm should run straight before any bend (bent at the plug, such plugs have melted)</source>
        <translation>%(gpu)s 的 16-pin 插头朝向机箱前方：%(case)s 可容纳最长 %(limit)s 的显卡，此卡长 %(length)s，只剩 %(left)s 给线材，而弯折前应保留 %(straight)s mm 直线段（在插头处弯折的此类插头曾熔毁）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="194"/>
        <source>Pick a case that takes cards of at least %(need)s (speed, power and the card unchanged; only the case&apos;s price changes)</source>
        <translation>选择可容纳至少 %(need)s 显卡的机箱（速度、功耗与显卡不变；只有机箱价格改变）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="206"/>
        <source>%(gpu)s&apos;s 16-pin plug sits on its top edge: the card is %(height)s tall and %(case)s takes cards up to %(limit)s tall, leaving about %(left)s where %(straight)s mm of cable should run straight before any bend (pressed against the panel, such plugs have melted)</source>
        <translation>%(gpu)s 的 16-pin 插头位于卡的顶边：此卡高 %(height)s，%(case)s 可容纳高度至 %(limit)s 的显卡，只剩约 %(left)s，而弯折前应保留 %(straight)s mm 直线段（被侧板压住的此类插头曾熔毁）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="213"/>
        <source>Use a 16-pin cable from the PSU&apos;s maker whose plug is angled at the card (no effect on speed or power), or pick a case that takes cards at least %(need)s tall (speed, power and the card unchanged; only the case&apos;s price changes)</source>
        <translation>使用电源原厂、在显卡端为弯头插头的 16-pin 线材（不影响速度与功耗），或选择可容纳高度至少 %(need)s 显卡的机箱（速度、功耗与显卡不变；只有机箱价格改变）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="222"/>
        <source>%(gpu)s&apos;s 16-pin plug faces the side panel: the card is %(height)s tall and %(case)s has about %(limit)s from the board to the panel (its CPU cooler limit), leaving about %(left)s where %(straight)s mm of cable should run straight before any bend (pressed against the panel, such plugs have melted)</source>
        <translation>%(gpu)s 的 16-pin 插头朝向侧板：此卡高 %(height)s，%(case)s 从主板到侧板约有 %(limit)s（其 CPU 散热器高度上限），只剩约 %(left)s，而弯折前应保留 %(straight)s mm 直线段（被侧板压住的此类插头曾熔毁）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="230"/>
        <source>Pick a tower with at least %(need)s of CPU cooler clearance (speed, power and the card unchanged; only the case&apos;s price changes), or a 16-pin cable from the PSU&apos;s maker whose plug is angled at the card (no effect on speed or power)</source>
        <translation>选择 CPU 散热器高度上限至少 %(need)s 的塔式机箱（速度、功耗与显卡不变；只有机箱价格改变），或使用电源原厂、在显卡端为弯头插头的 16-pin 线材（不影响速度与功耗）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="41"/>
        <source>PSU %(n)s (%(name)s)</source>
        <translation>电源 %(n)s（%(name)s）</translation>
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
        <translation>显卡电源接口：为 %(gpus)s 供电的 %(psu)s，其 %(what)s 数量不明，因此未清点其线材</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="76"/>
        <source>GPU power connectors: %(psu)s, feeding %(gpus)s: its %(what)s count is unknown, so its cables were not counted</source>
        <translation>显卡电源接口：为 %(gpus)s 供电的 %(psu)s，其 %(what)s 数量不明，因此未清点其线材</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="106"/>
        <source>PSU length vs case: %(psu)s&apos;s length is unknown</source>
        <translation>电源长度与机箱：%(psu)s 的长度不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="115"/>
        <source>PSU length vs case: %(case)s&apos;s PSU clearance is unknown</source>
        <translation>电源长度与机箱：%(case)s 的电源限长不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="124"/>
        <source>CPU power connectors: %(psu)s&apos;s EPS 8-pin count is unknown</source>
        <translation>CPU 电源接口：%(psu)s 的 EPS 8-pin 数量不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="133"/>
        <source>room for %(n)s PSUs in %(case)s: the catalogue records no count of PSU bays (most cases hold one; a second unit needs a dual-PSU case or a mount outside)</source>
        <translation>%(case)s 能否容纳 %(n)s 台电源：目录未记录电源仓位数（多数机箱只能装一台；第二台需要双电源机箱或装在机箱外）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="157"/>
        <source>PSU excursion allowance of %(psu)s: its ATX version is unknown, so the GPU spikes were held to its rating (as for ATX 2.x, which allows none)</source>
        <translation>%(psu)s 的瞬时过载容许值：其 ATX 版本不明，因此显卡功耗尖峰以其额定功率为上限（按不容许过载的 ATX 2.x 处理）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="171"/>
        <source>GPU power spikes %(window)s on %(psu)s: no measured figure for %(gpus)s (data/gpu_transients.csv), so their spikes were counted at a floor (steady draw or a longer peak)</source>
        <translation>%(psu)s 上 %(window)s 的显卡功耗尖峰：%(gpus)s 没有实测数据（data/gpu_transients.csv），因此按下限计算（持续功耗或较长时间的峰值）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="187"/>
        <source>GPU power connectors: %(gpu)s&apos;s PCIe/12V-2x6/EPS input counts are unknown, so its cables were not counted</source>
        <translation>显卡电源接口：%(gpu)s 的 PCIe/12V-2x6/EPS 输入数量不明，因此未清点其线材</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="199"/>
        <source>cooler heat rating vs CPU power: %(cooler)s publishes no rating (only low-profile coolers are bounded)</source>
        <translation>散热器散热能力与 CPU 功耗：%(cooler)s 未公布额定值（只有下压式薄型散热器有上限）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="210"/>
        <source>whether %(cpu)s ships with a boxed cooler</source>
        <translation>%(cpu)s 是否附带原装散热器</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="218"/>
        <source>radiator size of %(name)s vs the case&apos;s mounts</source>
        <translation>%(name)s 的冷排尺寸与机箱安装位</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="226"/>
        <source>GPU slot spacing and link widths on %(board)s (slot layout unknown; only bounded by its board size and the CPU&apos;s lanes)</source>
        <translation>%(board)s 上的显卡插槽间距与通道宽度（插槽布局不明；只以主板尺寸与 CPU 通道数估算上限）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="238"/>
        <source>GPU slot positions and link widths on %(board)s: its slot list is a best guess, not read from the manual or a review&apos;s slot table; the slot checks used that guess</source>
        <translation>%(board)s 上的显卡插槽位置与通道宽度：其插槽列表是推测，并非取自说明书或评测的插槽表；插槽检查用的就是这份推测</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="251"/>
        <source>riser cable generation/width for %(gpu)s (not given in the build)</source>
        <translation>%(gpu)s 的延长线代次／宽度（配置中未注明）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="264"/>
        <source>the PCIe generation of %(case)s&apos;s own GPU riser cable (not stated): the card&apos;s link through it</source>
        <translation>%(case)s 自带显卡延长线的 PCIe 代数（未注明）：经由它的显卡链路</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="279"/>
        <source>memory speed by DIMMs per channel: %(cpu)s&apos;s channel count is unknown</source>
        <translation>按每通道内存条数的内存速度：%(cpu)s 的通道数不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="294"/>
        <source>memory speed at two DIMMs per channel on %(socket)s %(kind)s (no vendor figure recorded)</source>
        <translation>%(socket)s %(kind)s 每通道两根内存时的速度（未记录厂商数据）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="309"/>
        <source>memory speed at two DIMMs per channel on %(socket)s %(kind)s: the figure depends on module rank, unknown for %(kits)s</source>
        <translation>%(socket)s %(kind)s 每通道两根内存时的速度：数值取决于内存条的 rank 数，而 %(kits)s 的 rank 数不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="324"/>
        <source>16-pin cable bend room: %(mm)s mm of straight cable from the plug to the panel it faces (no case is picked)</source>
        <translation>16-pin 线材弯折空间：插头到所朝向面板之间需 %(mm)s mm 直线段（尚未选择机箱）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="336"/>
        <source>16-pin cable bend room at %(gpu)s (%(mm)s mm of straight cable from the plug, Seasonic&apos;s guidance): %(reason)s</source>
        <translation>%(gpu)s 的 16-pin 线材弯折空间（按 Seasonic 建议，插头后需 %(mm)s mm 直线段）：%(reason)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="359"/>
        <source>GPU length vs case at %(gpu)s: the card model is not named, so the catalogue card&apos;s %(length)s only stands in for it against %(case)s&apos;s %(limit)s (partner cards of one chip differ in length)</source>
        <translation>%(gpu)s 的显卡长度与机箱：未注明显卡型号，因此只能以目录中显卡的 %(length)s 代替，与 %(case)s 的 %(limit)s 比较（同一芯片的各厂显卡长度不同）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="379"/>
        <source>GPU height vs case: %(gpu)s&apos;s height is unknown; %(case)s takes cards up to %(limit)s tall</source>
        <translation>显卡高度与机箱：%(gpu)s 的高度不明；%(case)s 可容纳高度至 %(limit)s 的显卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="392"/>
        <source>GPU height vs case at %(gpu)s: the card model is not named, so the catalogue card&apos;s %(height)s only stands in for it against %(case)s&apos;s %(limit)s</source>
        <translation>%(gpu)s 的显卡高度与机箱：未注明显卡型号，因此只能以目录中显卡的 %(height)s 代替，与 %(case)s 的 %(limit)s 比较</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="408"/>
        <source>GPU length vs case: %(case)s&apos;s GPU clearance is unknown</source>
        <translation>显卡长度与机箱：%(case)s 的显卡限长不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="417"/>
        <source>expansion slots: %(case)s&apos;s count is unknown</source>
        <translation>扩展槽：%(case)s 的扩展槽数量不明</translation>
    </message>
</context>
<context>
    <name>FindingsPanel</name>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="35"/>
        <source>%1 error</source>
        <translation>%1 个错误</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="35"/>
        <source>%1 errors</source>
        <translation>%1 个错误</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="37"/>
        <source>%1 warning</source>
        <translation>%1 个警告</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="38"/>
        <source>%1 warnings</source>
        <translation>%1 个警告</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="40"/>
        <source>%1 note</source>
        <translation>%1 条备注</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="40"/>
        <source>%1 notes</source>
        <translation>%1 条备注</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="148"/>
        <source>Checking the build…</source>
        <translation>正在检查配置…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="157"/>
        <source>The compatibility check failed: %1</source>
        <translation>兼容性检查失败：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="161"/>
        <source>The compatibility check is not available in this version.</source>
        <translation>此版本不提供兼容性检查。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="173"/>
        <source>No problems found.</source>
        <translation>未发现问题。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="183"/>
        <source>%1 things are not checked (hover)</source>
        <translation>有 %1 项未检查（鼠标悬停查看）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="191"/>
        <source>Not checked:</source>
        <translation>未检查：</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="201"/>
        <source>show part</source>
        <translation>显示配件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="206"/>
        <source>fix: use %1</source>
        <translation>修复：改用 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="233"/>
        <source>To start: double-click a part in the catalogue (or drag it into the build); or open an example build (%1); or let the planner pick the parts for your job and budget (%2).</source>
        <translation>开始方式：在目录中双击配件（或将其拖到配置中）；或打开示例配置（%1）；或让规划工具按你的任务和预算挑选配件（%2）。</translation>
    </message>
</context>
<context>
    <name>GpuRigDialog</name>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="55"/>
        <source>Power and risers: %1</source>
        <translation>电源与延长线：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="64"/>
        <source>Units on PSU 1 (feeds the board)</source>
        <translation>接在电源 1 的张数（也为主板供电）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="73"/>
        <source>Units on PSU %1</source>
        <translation>接在电源 %1 的张数</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="79"/>
        <source>One PSU in the build: raise the PSU line&apos;s quantity, or select another PSU in the catalogue and use Edit ▸ Add as Another PSU, to split the GPUs between PSUs.</source>
        <translation>配置中只有一个电源：提高电源那一行的数量，或在目录中选中另一个电源并使用“编辑 ▸ 添加为另一个电源”，即可把显卡分配给多个电源。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="92"/>
        <source>Units on riser cables</source>
        <translation>装在延长线上的张数</translation>
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
        <translation>延长线 PCIe 代数</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="110"/>
        <source>Riser width</source>
        <translation>延长线宽度</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="112"/>
        <source>Risers start in M.2 slots (M.2-to-PCIe adapters)</source>
        <translation>延长线从 M.2 插槽引出（M.2 转 PCIe 转接卡）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="121"/>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="136"/>
        <source>not stated</source>
        <translation>未注明</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="126"/>
        <source>Separate PSU cables that end in each card&apos;s PCIe 6/8-pin plugs; a Y-split or daisy-chained cable feeding two plugs counts once</source>
        <translation>接到每张卡 PCIe 6/8-pin 插头的独立电源线数；给两个插头供电的 Y 型分线或菊花链线只算一根</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="133"/>
        <source>PSU cables per card</source>
        <translation>每张卡的电源线数</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="141"/>
        <source>Separate 12 V rails of a multi-rail or workstation PSU that feed each card&apos;s cables</source>
        <translation>多路或工作站电源中，为每张卡的线材供电的独立 12 V 输出路数</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="148"/>
        <source>12 V rails per card</source>
        <translation>每张卡的 12 V 输出路数</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="150"/>
        <source>Open-frame rig (no case limits for cards on risers)</source>
        <translation>开放式机架（延长线上的卡不受机箱限制）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="163"/>
        <source>Units with water blocks (custom loop)</source>
        <translation>装水冷头的张数（分体式水冷）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="169"/>
        <source>e.g. 360, 240</source>
        <translation>例如 360, 240</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="171"/>
        <source>The custom loop&apos;s radiator sizes in mm, comma-separated; empty: no custom loop</source>
        <translation>分体式水冷回路的冷排尺寸（mm），以逗号分隔；留空表示没有分体式水冷</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="177"/>
        <source>Loop radiators (mm)</source>
        <translation>冷排尺寸（mm）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="178"/>
        <source>The loop also cools the CPU</source>
        <translation>水冷回路也冷却 CPU</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="210"/>
        <source>The other PSUs feed %1 units; this line has %2.</source>
        <translation>其他电源供电 %1 张；这一行有 %2 张。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="217"/>
        <source>Loop radiators: %1 is not a size from %2 to %3 mm.</source>
        <translation>冷排：%1 不是 %2 到 %3 mm 之间的尺寸。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="224"/>
        <source>Water-blocked units need the loop&apos;s radiators (e.g. 360, 240).</source>
        <translation>装水冷头的显卡需要填写冷排尺寸（例如 360, 240）。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="232"/>
        <source>More 12 V rails (%1) than PSU cables (%2): each cable comes from one rail.</source>
        <translation>12 V 输出路数（%1）多于电源线数（%2）：每根线只来自一路输出。</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="67"/>
        <source>Parts: docyx / PCPartPicker CSV files</source>
        <translation>配件：docyx / PCPartPicker CSV 文件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="68"/>
        <source>Price overrides: id,price,currency,price_date[,price_source]</source>
        <translation>价格覆盖：id,price,currency,price_date[,price_source]</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="130"/>
        <source>%1: cannot write the user catalogue (%2)</source>
        <translation>%1：无法写入用户目录（%2）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="137"/>
        <source>%1: the import failed (%2)</source>
        <translation>%1：导入失败（%2）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="161"/>
        <source>Rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="161"/>
        <source>Why they were skipped</source>
        <translation>跳过原因</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="166"/>
        <source>Copy Summary</source>
        <translation>复制摘要</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="183"/>
        <source>Import cancelled; nothing was written.</source>
        <translation>已取消导入；未写入任何内容。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="186"/>
        <source>Imported %1 row into your catalogue (%2).</source>
        <translation>已将 %1 行导入您的目录（%2）。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="188"/>
        <source>Imported %1 rows into your catalogue (%2).</source>
        <translation>已将 %1 行导入您的目录（%2）。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="192"/>
        <source>No row could be imported; nothing was added.</source>
        <translation>没有可导入的数据行；未添加任何内容。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="196"/>
        <source>Rows taken: %1</source>
        <translation>已导入的行：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="199"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="204"/>
        <source>Rows skipped: %1</source>
        <translation>跳过的行：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="206"/>
        <source>No row was skipped.</source>
        <translation>没有跳过任何行。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="217"/>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="225"/>
        <source>… and %1 more</source>
        <translation>… 还有 %1 条</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="251"/>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="460"/>
        <source>Import Parts</source>
        <translation>导入配件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="259"/>
        <source>Imported parts go into your own catalogue layer, kept apart from the shipped catalogue and marked [user]. From the docyx / PCPartPicker files, graphics cards whose chip the catalogue knows, memory and drives can be taken; CPUs, boards, power supplies, cases and coolers lack the specs the checks need and are listed as skipped with the reason.</source>
        <translation>导入的配件会放入您自己的目录层，与内置目录分开，并标记为 [user]。docyx / PCPartPicker 文件中，芯片已收录在目录中的显卡、内存和存储设备可以导入；处理器、主板、电源、机箱和散热器缺少检查所需的规格，会列为跳过并注明原因。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="272"/>
        <source>A CSV file, or a folder of the 8 category files</source>
        <translation>CSV 文件，或包含 8 个类别文件的文件夹</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="275"/>
        <source>File…</source>
        <translation>文件…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="277"/>
        <source>Folder…</source>
        <translation>文件夹…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="303"/>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="421"/>
        <source>The date the prices were scraped; it becomes every imported price&apos;s date.</source>
        <translation>价格的抓取日期；将作为每条导入价格的日期。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="318"/>
        <source>Import from:</source>
        <translation>导入来源：</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="319"/>
        <source>Kind:</source>
        <translation>种类：</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="321"/>
        <source>Prices as of:</source>
        <translation>价格日期：</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="338"/>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="342"/>
        <source>Import Another…</source>
        <translation>导入其他文件…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="375"/>
        <source>Import a CSV file</source>
        <translation>导入 CSV 文件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="377"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 文件 (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="385"/>
        <source>Import a folder of PCPartPicker CSV files</source>
        <translation>导入 PCPartPicker CSV 文件所在的文件夹</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="399"/>
        <source>No such file or folder.</source>
        <translation>找不到该文件或文件夹。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="405"/>
        <source>Kind not recognised: %1</source>
        <translation>无法识别种类：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="410"/>
        <source>Detected from the columns; change it if it is wrong.</source>
        <translation>已根据列判断；如不正确请更改。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="426"/>
        <source>Each row of a price-override file carries its own price_date.</source>
        <translation>价格覆盖文件的每一行都有自己的 price_date。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="458"/>
        <source>Importing %1…</source>
        <translation>正在导入 %1…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="459"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="479"/>
        <source>Importing %1: row %2 of %3…</source>
        <translation>正在导入 %1：第 %2 行，共 %3 行…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="522"/>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="612"/>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="636"/>
        <source>Remove Imported Parts</source>
        <translation>移除导入的配件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="527"/>
        <source>Part</source>
        <translation>配件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="528"/>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="529"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="546"/>
        <source>Also forget my %1 price override</source>
        <translation>同时清除我的 %1 条价格覆盖</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="548"/>
        <source>Also forget my %1 price overrides</source>
        <translation>同时清除我的 %1 条价格覆盖</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="556"/>
        <source>Your catalogue layer has no parts: %1 and %2 add them.</source>
        <translation>你的目录层中没有配件：可用 %1 和 %2 添加。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="614"/>
        <source>Remove %1 part from your catalogue? Builds keep their saved copies.</source>
        <translation>要从您的目录中移除 %1 个配件吗？配置会保留已保存的副本。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="619"/>
        <source>Remove %1 parts from your catalogue? Builds keep their saved copies.</source>
        <translation>要从您的目录中移除 %1 个配件吗？配置会保留已保存的副本。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="563"/>
        <source>Tick All</source>
        <translation>全部勾选</translation>
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
        <translation>无法保存报价：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_street_prices.py" line="79"/>
        <source>%1
Nothing was changed.</source>
        <translation>%1
未做任何更改。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_street_prices.py" line="98"/>
        <source>Import street prices</source>
        <translation>导入市场价格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_street_prices.py" line="100"/>
        <source>Price files (*.json *.csv);;SpotWire valuator JSON (*.json);;CSV in prices.csv columns (*.csv)</source>
        <translation>价格文件 (*.json *.csv);;SpotWire 估价 JSON (*.json);;prices.csv 列格式的 CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_street_prices.py" line="124"/>
        <location filename="../../dlbox/ui/dialogs/import_street_prices.py" line="158"/>
        <source>Import Street Prices</source>
        <translation>导入市场价格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_street_prices.py" line="132"/>
        <source>Stored %1 dated quote (parts: %2; new: %3, replaced: %4); entries skipped: %5.</source>
        <translation>已保存 %2 个配件的 %1 条带日期报价（新增 %3 条，替换 %4 条）；跳过 %5 条。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_street_prices.py" line="138"/>
        <source>Stored %1 dated quotes (parts: %2; new: %3, replaced: %4); entries skipped: %5.</source>
        <translation>已保存 %2 个配件的 %1 条带日期报价（新增 %3 条，替换 %4 条）；跳过 %5 条。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_street_prices.py" line="152"/>
        <source>No usable quote in %1; entries skipped: %2.</source>
        <translation>%1 中没有可用的报价；跳过 %2 条。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="73"/>
        <source>dlbox build (*.dlbox.json *.json);;All files (*)</source>
        <translation>dlbox 配置 (*.dlbox.json *.json);;所有文件 (*)</translation>
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
        <translation>检查结果</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="62"/>
        <location filename="../../dlbox/ui/main_window.py" line="155"/>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="63"/>
        <location filename="../../dlbox/ui/main_window.py" line="161"/>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/app.py" line="150"/>
        <location filename="../../dlbox/ui/main_window.py" line="203"/>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="229"/>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="231"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="206"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="208"/>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="229"/>
        <source>Open E&amp;xample</source>
        <translation>打开示例(&amp;X)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="223"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="554"/>
        <location filename="../../dlbox/ui/main_window.py" line="242"/>
        <source>&amp;Catalogue</source>
        <translation>目录(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="250"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="258"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="337"/>
        <source>Added %1</source>
        <translation>已添加 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="331"/>
        <location filename="../../dlbox/ui/main_window.py" line="353"/>
        <source>Added %1 as another PSU</source>
        <translation>已将 %1 添加为另一个电源</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="440"/>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="441"/>
        <source>Save the changes to “%1” before closing it?</source>
        <translation>关闭前要保存对“%1”的更改吗？</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="471"/>
        <source>Open build</source>
        <translation>打开配置</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="481"/>
        <source>Cannot open build</source>
        <translation>无法打开配置</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="499"/>
        <source>Cannot open example</source>
        <translation>无法打开示例</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="511"/>
        <source>Not in catalogue — using the saved specs: %1</source>
        <translation>不在目录中 — 使用已保存的规格：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="518"/>
        <source>Some parts could not be loaded</source>
        <translation>部分配件无法加载</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="536"/>
        <source>Saved specs differ from the catalogue</source>
        <translation>已保存的规格与目录不同</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="537"/>
        <source>The catalogue&apos;s entry changed since this build was saved for: %1. The build uses the saved specs.</source>
        <translation>此配置保存后，目录中以下配件的数据已更改：%1。此配置将使用已保存的规格。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="548"/>
        <source>Update to the catalogue version</source>
        <translation>更新为目录版本</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="553"/>
        <source>Keep the saved specs</source>
        <translation>保留已保存的规格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="562"/>
        <source>Using the saved specs; the catalogue differs for: %1</source>
        <translation>正在使用已保存的规格；目录中以下配件不同：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="597"/>
        <source>Save build as</source>
        <translation>配置另存为</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="612"/>
        <source>Cannot save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="617"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="627"/>
        <source>Export build</source>
        <translation>导出配置</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="637"/>
        <source>Cannot export</source>
        <translation>无法导出</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="640"/>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="814"/>
        <source>Catalogue: %1 parts</source>
        <translation>目录：%1 个配件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="818"/>
        <source> · %1 rows not loaded (Help ▸ Data Issues)</source>
        <translation> · %1 行未加载（帮助 ▸ 数据问题）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="833"/>
        <source>Build: %1 parts, %2</source>
        <translation>配置：%1 个配件，%2</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="844"/>
        <source> + %1 (no rate)</source>
        <translation> + %1（无汇率）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="848"/>
        <source>Check: checking…</source>
        <translation>检查：检查中…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="857"/>
        <source>Check: %1, %2</source>
        <translation>检查：%1，%2</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="861"/>
        <source>Check: no problems</source>
        <translation>检查：没有问题</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="966"/>
        <source>Saved %1 to your catalogue</source>
        <translation>已将 %1 保存到您的目录</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="979"/>
        <location filename="../../dlbox/ui/main_window.py" line="990"/>
        <source>Every catalogue row loaded.</source>
        <translation>所有目录数据行均已加载。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="983"/>
        <source>… and %1 more</source>
        <translation>… 还有 %1 条</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="989"/>
        <location filename="../../dlbox/ui/main_window.py" line="995"/>
        <source>Data issues</source>
        <translation>数据问题</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="999"/>
        <source>%1 rows could not be loaded.</source>
        <translation>有 %1 行无法加载。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="1160"/>
        <source>%1 error</source>
        <translation>%1 个错误</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="1160"/>
        <source>%1 errors</source>
        <translation>%1 个错误</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="1164"/>
        <source>%1 warning</source>
        <translation>%1 个警告</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="1166"/>
        <source>%1 warnings</source>
        <translation>%1 个警告</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="1057"/>
        <source>The saved layout did not fit this screen; the default layout is back (View ▸ Reset Layout does this any time)</source>
        <translation>保存的布局不适合此屏幕，已恢复默认布局（随时可用“视图 ▸ 重置布局”）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="580"/>
        <source>Update %1 part to the catalogue version</source>
        <translation>将 %1 个配件更新为目录版本</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="582"/>
        <source>Update %1 parts to the catalogue version</source>
        <translation>将 %1 个配件更新为目录版本</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="940"/>
        <source>Imported %1 row into your catalogue</source>
        <translation>已将 %1 行导入您的目录</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="942"/>
        <source>Imported %1 rows into your catalogue</source>
        <translation>已将 %1 行导入您的目录</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="997"/>
        <source>1 row could not be loaded.</source>
        <translation>有 1 行无法加载。</translation>
    </message>
</context>
<context>
    <name>MemoryChart</name>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="33"/>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="34"/>
        <source>FP32 master</source>
        <translation>FP32 主权重</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="35"/>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="36"/>
        <source>optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="37"/>
        <source>gathered layers, buffers</source>
        <translation>收集的层与缓冲区</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="38"/>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="39"/>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="40"/>
        <source>allocator</source>
        <translation>分配器</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="41"/>
        <source>CUDA context</source>
        <translation>CUDA 上下文</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="44"/>
        <source>Fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="45"/>
        <source>Tight</source>
        <translation>很紧</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="46"/>
        <source>Does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="71"/>
        <source>Default checkpointing</source>
        <translation>默认检查点设置</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="72"/>
        <source>Activation checkpointing: the workload&apos;s default</source>
        <translation>激活检查点：沿用该工作负载的默认设置</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="76"/>
        <source>No checkpointing</source>
        <translation>不使用检查点</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="77"/>
        <source>No activation checkpointing: every activation kept</source>
        <translation>不使用激活检查点：保留所有激活值</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="81"/>
        <source>Selective checkpointing</source>
        <translation>选择性检查点</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="82"/>
        <source>Selective (torchtitan&apos;s op policy): attention output and every second matrix product kept, the rest recomputed</source>
        <translation>选择性（torchtitan 的算子策略）：保留注意力输出和每隔一个矩阵乘积，其余重算</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="90"/>
        <source>Full checkpointing</source>
        <translation>完整检查点</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="91"/>
        <source>Full: each layer keeps its input and is recomputed in the backward</source>
        <translation>完整：每层只保留输入，反向传播时整层重算</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="97"/>
        <source>Every 2nd layer</source>
        <translation>每隔一层</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="98"/>
        <source>Every second layer fully checkpointed, the others keep everything</source>
        <translation>每隔一层做完整检查点，其他层保留全部激活值</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="104"/>
        <source>Attention core only</source>
        <translation>仅注意力核心</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="105"/>
        <source>Attention core only (Megatron/NeMo selective): frees nothing with FlashAttention</source>
        <translation>仅重算注意力核心（Megatron/NeMo 的 selective）：配合 FlashAttention 时不省内存</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="152"/>
        <source>Activation checkpointing: what the backward pass recomputes instead of keeping. Full keeps only each layer&apos;s input (least memory, about a third more compute); selective keeps the attention output and every second matrix product (most of the saving for a fraction of the recompute). Saved with the build&apos;s job</source>
        <translation>激活检查点：反向传播时改为重算、不预先保留的部分。完整模式只保留每层的输入（内存最少，计算量约多三分之一）；选择性模式保留注意力输出和每隔一个矩阵乘积（省下大部分内存，只需少量重算）。会随配置的工作一起保存</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="189"/>
        <source>Remedies:</source>
        <translation>解决方法：</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="214"/>
        <source>Undo remedies</source>
        <translation>撤销解决方法</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="216"/>
        <source>Back to the workload&apos;s own settings</source>
        <translation>回到工作负载本身的设置</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="285"/>
        <source>Pick a workload to see its GPU memory.</source>
        <translation>选择工作负载以查看其 GPU 显存。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="289"/>
        <source>Memory could not be estimated: %1</source>
        <translation>无法估计显存：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="287"/>
        <location filename="../../dlbox/ui/charts/memory.py" line="293"/>
        <source>Add a GPU to see the workload&apos;s memory.</source>
        <translation>加入 GPU 以查看工作负载的显存。</translation>
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
        <translation>每张 GPU 的 GiB</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="363"/>
        <source>tight zone ±%1 %</source>
        <translation>很紧区间 ±%1 %</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="373"/>
        <source>Tight: a peak within ±%1 % of the usable memory may or may not fit (the memory estimate&apos;s error on published runs); try it before you buy</source>
        <translation>很紧：峰值落在可用显存 ±%1 % 以内时，可能放得下也可能放不下（内存估算在已发表运行结果上的误差）；购买前请先实测</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="385"/>
        <source>%1: %2 of %3 GiB per GPU with %4 streams of %6 tokens (over the usable memory by less than the estimate&apos;s error: it may not fit)</source>
        <translation>%1：%4 个流、每个 %6 个词元时，每张 GPU 用 %3 GiB 中的 %2（超出可用显存，但未超过估计误差：可能放不下）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="391"/>
        <source>%1: %2 of %3 GiB per GPU at batch %4 (over the usable memory by less than the estimate&apos;s error: it may not fit)</source>
        <translation>%1：批次 %4 时每张 GPU 用 %3 GiB 中的 %2（超出可用显存，但未超过估计误差：可能放不下）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="399"/>
        <source>%1: %2 of %3 GiB per GPU with %4 streams of %6 tokens (most that may fit: %5)</source>
        <translation>%1：每块 GPU %3 GiB 中用 %2（%4 个流、各 %6 个词元；最多可能容纳 %5 个）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="404"/>
        <source>%1: %2 of %3 GiB per GPU with %4 streams of %6 tokens (not even 1 stream fits)</source>
        <translation>%1：%4 个流、每个 %6 个词元时，每张 GPU 用 %3 GiB 中的 %2（连 1 个流都放不下）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="410"/>
        <source>%1: %2 of %3 GiB per GPU at batch %4 (largest that may fit: %5)</source>
        <translation>%1：批次 %4 时每张 GPU 用 %3 GiB 中的 %2（可能容纳的最大批次：%5）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="414"/>
        <source>%1: %2 of %3 GiB per GPU at batch %4 (not even batch 1 fits)</source>
        <translation>%1：批次 %4 时每张 GPU 用 %3 GiB 中的 %2（连批次 1 都放不下）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="428"/>
        <source>; %1 micro-batches per step: effective batch %2</source>
        <translation>；每步累积 %1 个微批次：有效批次 %2</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="438"/>
        <source>; the peak is the optimizer step (a smaller batch will not lower it)</source>
        <translation>；峰值出现在优化器步骤（减小批次无法降低它）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="446"/>
        <source>; %1 GiB offloaded to host RAM</source>
        <translation>；%1 GiB 卸载到主机内存</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="455"/>
        <source>; vLLM pool %1 GiB (%2 of the card): %3 sequences of %4 tokens fit</source>
        <translation>；vLLM 内存池 %1 GiB（显卡的 %2）：可同时容纳 %3 个 %4 词元的序列</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="465"/>
        <source>; %1 GiB of attention scores (llama.cpp without FlashAttention)</source>
        <translation>；注意力分数 %1 GiB（llama.cpp 未启用 FlashAttention）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="480"/>
        <source>%1 GiB per GPU, %2; speed ×%3 of the run as set, both at batch %4 per GPU</source>
        <translation>每张 GPU %1 GiB，%2；速度为当前设置的 ×%3，两者均按每张 GPU 批次 %4 计</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="485"/>
        <source>%1 GiB per GPU, %2; speed ×%3 of the run as set</source>
        <translation>每张 GPU %1 GiB，%2；速度为当前设置的 ×%3</translation>
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
        <translation>模型库</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/model_picker.py" line="50"/>
        <source>Search models (name or size)…</source>
        <translation>搜索模型（名称或大小）…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/model_picker.py" line="55"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/model_picker.py" line="56"/>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/model_picker.py" line="57"/>
        <source>Active</source>
        <translation>激活参数</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/model_picker.py" line="58"/>
        <source>Context (tokens)</source>
        <translation>上下文（词元）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/model_picker.py" line="65"/>
        <source>The model&apos;s context window, in tokens</source>
        <translation>模型的上下文窗口长度，以词元计</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/model_picker.py" line="62"/>
        <source>Mixture of experts: the weights one token runs through</source>
        <translation>混合专家模型：每个词元实际经过的权重</translation>
    </message>
</context>
<context>
    <name>Money</name>
    <message>
        <location filename="../../dlbox/ui/money.py" line="100"/>
        <source>your rate %1</source>
        <translation>您的汇率 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/money.py" line="112"/>
        <source>no rate</source>
        <translation>无汇率</translation>
    </message>
</context>
<context>
    <name>Plan</name>
    <message>
        <location filename="../../dlbox/core/plan/jobs.py" line="68"/>
        <source>%(id)s: %(units)s %(unit)s (dataset × epochs)</source>
        <translation>%(id)s：%(units)s %(unit)s（数据集 × 训练轮数）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/jobs.py" line="74"/>
        <source>%(id)s: no dataset size given, so one job = 1 h of its work on %(reference)s (%(units)s %(unit)s); give --dataset/--epochs for a real job</source>
        <translation>%(id)s：未指定数据集大小，因此一次任务 = 在 %(reference)s 上运行 1 小时的量（%(units)s %(unit)s）；请用 --dataset/--epochs 指定实际任务</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/jobs.py" line="88"/>
        <source>images</source>
        <translation>张图片</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/jobs.py" line="89"/>
        <source>sequences</source>
        <translation>个序列</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/jobs.py" line="90"/>
        <source>tokens</source>
        <translation>个词元</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/jobs.py" line="91"/>
        <source>samples</source>
        <translation>个样本</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/stack.py" line="54"/>
        <source>not CUDA: QLoRA&apos;s 4-bit kernels (bitsandbytes) support AMD ROCm only from bitsandbytes 0.50 and many fine-tuning tools still assume CUDA, so builds without NVIDIA cards rank after the NVIDIA builds</source>
        <translation>非 CUDA：QLoRA 的 4 位内核函数（bitsandbytes）直到 bitsandbytes 0.50 才支持 AMD ROCm，且许多微调工具仍默认使用 CUDA，因此没有 NVIDIA 显卡的方案排在 NVIDIA 方案之后</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/stack.py" line="68"/>
        <source>uncalibrated speed: the estimator&apos;s efficiencies are fitted on NVIDIA runs only and no AMD run calibrates this card&apos;s estimate (its peaks are scaled to published micro-benchmarks, which do not cover ROCm&apos;s convolution and attention kernels), so AMD builds rank after the builds whose speed the fit covers</source>
        <translation>速度未校准：估算器的效率仅以 NVIDIA 的实测拟合，没有任何 AMD 实测校准此卡的估算（其峰值已按公开的微基准测试缩放，但这些测试不涵盖 ROCm 的卷积与注意力内核函数），因此 AMD 配置排在速度已由拟合覆盖的配置之后</translation>
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
        <translation>%(h)s 小时（%(d)s 天）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="51"/>
        <source>%(m)s min</source>
        <translation>%(m)s 分钟</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="52"/>
        <location filename="../../dlbox/core/plan/text.py" line="60"/>
        <source>%(h)s h</source>
        <translation>%(h)s 小时</translation>
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
        <translation>无日期</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="82"/>
        <source>source not given</source>
        <translation>未注明来源</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="92"/>
        <source>GPU price: %(condition)s, %(market)s, %(date)s (older than %(days)s days), %(source)s</source>
        <translation>显卡价格：%(condition)s，%(market)s，%(date)s（超过 %(days)s 天），%(source)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="101"/>
        <source>GPU price: %(condition)s, %(market)s, %(date)s, %(source)s</source>
        <translation>显卡价格：%(condition)s，%(market)s，%(date)s，%(source)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="107"/>
        <source>lowest total cost over the horizon</source>
        <translation>期间内总成本最低</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="108"/>
        <source>fastest job within the budget</source>
        <translation>预算内任务最快</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="109"/>
        <source>lowest cost per job</source>
        <translation>每次任务成本最低</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="114"/>
        <source>on-demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="115"/>
        <source>spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="116"/>
        <source>preemptible</source>
        <translation>可抢占</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="117"/>
        <source>1-year reserved</source>
        <translation>1 年预留</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="118"/>
        <source>3-year reserved</source>
        <translation>3 年预留</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="119"/>
        <source>1-year committed</source>
        <translation>1 年承诺</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="120"/>
        <source>3-year committed</source>
        <translation>3 年承诺</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="121"/>
        <source>sustained use</source>
        <translation>持续使用折扣</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="122"/>
        <source>monthly</source>
        <translation>包月</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="123"/>
        <source>free</source>
        <translation>免费</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="124"/>
        <source>1-year savings plan</source>
        <translation>1 年节省计划</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="125"/>
        <source>3-year savings plan</source>
        <translation>3 年节省计划</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="126"/>
        <source>capacity block</source>
        <translation>容量块</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="29"/>
        <source>%(n)s months</source>
        <translation>%(n)s 个月</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="34"/>
        <source>owning costs %(total)s over %(months)s (%(per_job)s a job, %(hours)s h a month rented as bursts)</source>
        <translation>自购在 %(months)s内花费 %(total)s（每次任务 %(per_job)s，每月 %(hours)s 小时以云端租用补足高峰）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="46"/>
        <source>owning costs %(total)s over %(months)s (%(per_job)s a job)</source>
        <translation>自购在 %(months)s内花费 %(total)s（每次任务 %(per_job)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="53"/>
        <source>%(own)s, less than renting it all on %(offer)s (%(rent)s)</source>
        <translation>%(own)s，比全部租用 %(offer)s（%(rent)s）便宜</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="55"/>
        <source>%(own)s, more than renting it all on %(offer)s (%(rent)s)</source>
        <translation>%(own)s，比全部租用 %(offer)s（%(rent)s）贵</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="71"/>
        <source>#%(rank)s for %(goal)s: %(label)s, %(price)s (budget %(budget)s), a job in %(hours)s</source>
        <translation>“%(goal)s”第 %(rank)s 名：%(label)s，%(price)s（预算 %(budget)s），一次任务 %(hours)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="86"/>
        <source>the best on this objective among builds no other beats on both price and speed</source>
        <translation>在价格和速度都不被其他方案同时超过的方案中，此目标下最佳</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="97"/>
        <source>%(pct)s %% faster than #1 (%(hours)s) for %(extra)s more</source>
        <translation>比第 1 名（%(hours)s）快 %(pct)s %%，多花 %(extra)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="108"/>
        <source>%(saving)s cheaper than #1, slower</source>
        <translation>比第 1 名便宜 %(saving)s，但较慢</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="115"/>
        <source>an alternative: another build is both cheaper and faster</source>
        <translation>备选：另有方案更便宜也更快</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="125"/>
        <source>%(watts)s W at the wall at full load</source>
        <translation>满载时市电端 %(watts)s W</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="132"/>
        <source>%(n)s warning to read in the check</source>
        <translation>检查中有 %(n)s 个警告需要查看</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="134"/>
        <source>%(n)s warnings to read in the check</source>
        <translation>检查中有 %(n)s 个警告需要查看</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="257"/>
        <source>demand: %(jobs)s job a month; a box too slow for that is kept busy and the rest is rented</source>
        <translation>需求：每月 %(jobs)s 次任务；机器太慢时会满载运行，其余改用云端租用</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="263"/>
        <source>demand: %(jobs)s jobs a month; a box too slow for that is kept busy and the rest is rented</source>
        <translation>需求：每月 %(jobs)s 次任务；机器太慢时会满载运行，其余改用云端租用</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="304"/>
        <source>%(n)s build ranked after the others: %(why)s</source>
        <translation>%(n)s 个方案排在其他方案之后：%(why)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="306"/>
        <source>%(n)s builds ranked after the others: %(why)s</source>
        <translation>%(n)s 个方案排在其他方案之后：%(why)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="139"/>
        <source>%(head)s; %(reasons)s.</source>
        <translation>%(head)s；%(reasons)s。</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="149"/>
        <source>Next budget step: %(price)s (+%(extra)s) buys %(label)s: a job in %(hours)s instead of %(best_hours)s (%(times)s× faster).</source>
        <translation>下一个预算档位：%(price)s（+%(extra)s）可买 %(label)s：一次任务 %(hours)s，而不是 %(best_hours)s（快 %(times)s×）。</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="168"/>
        <source>; the cloud would charge %(cost)s a job (%(hours)s) on %(offer)s</source>
        <translation>；云端在 %(offer)s 上每次任务收费 %(cost)s（%(hours)s）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="176"/>
        <source>; no cloud offer in the data runs it either</source>
        <translation>；数据中也没有能运行它的云端方案</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="182"/>
        <source>%(workloads)s does not fit in the memory of any priced GPU in the catalogue, 1 to %(max)s at a time, with these settings (try ZeRO-3 --zero 3, an adapter --adapter lora or qlora, or --checkpointing)%(rent)s.</source>
        <translation>以当前设置，%(workloads)s 放不进目录中任何有价格的显卡显存（一次 1 到 %(max)s 张）（可试 ZeRO-3 --zero 3、适配器 --adapter lora 或 qlora，或 --checkpointing）%(rent)s。</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="194"/>
        <source>No complete build from the catalogue runs %(workloads)s within the site&apos;s limits (%(volts)s V / %(amps)s A)%(rent)s.</source>
        <translation>目录中没有完整方案能在场地限制（%(volts)s V / %(amps)s A）内运行 %(workloads)s%(rent)s。</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="205"/>
        <source>Nothing fits a budget of %(budget)s: the cheapest build that works is %(label)s at %(price)s (a job in %(hours)s)%(rent)s.</source>
        <translation>%(budget)s 的预算内没有可行方案：最便宜的可行方案是 %(label)s，%(price)s（一次任务 %(hours)s）%(rent)s。</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="240"/>
        <source>job: %(job)s</source>
        <translation>任务：%(job)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="245"/>
        <source>demand: the box trains %(share)s of the time (%(hours)s h a month); jobs per month follow from its speed</source>
        <translation>需求：这台机器有 %(share)s 的时间在训练（每月 %(hours)s 小时）；每月任务次数由其速度决定</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="291"/>
        <source>Note: %(note)s.</source>
        <translation>注意：%(note)s。</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="324"/>
        <source>+%(extra)s buys %(label)s (a job in %(hours)s).</source>
        <translation>多花 %(extra)s 可买 %(label)s（一次任务 %(hours)s）。</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="341"/>
        <source>No dearer build in the catalogue runs the job faster.</source>
        <translation>目录中没有更贵且更快完成此任务的方案。</translation>
    </message>
</context>
<context>
    <name>PlanDialog</name>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="59"/>
        <source>Lowest cost per job</source>
        <translation>每次任务成本最低</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="60"/>
        <source>Fastest job within the budget</source>
        <translation>预算内任务最快</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="61"/>
        <source>Lowest total cost over the horizon</source>
        <translation>期间内总成本最低</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="64"/>
        <source>Share of time training (%)</source>
        <translation>训练时间占比 (%)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="65"/>
        <source>Training hours a month</source>
        <translation>每月训练小时数</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="66"/>
        <source>Jobs a month</source>
        <translation>每月任务次数</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="69"/>
        <source>Any enclosed case</source>
        <translation>任何封闭机箱</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="70"/>
        <source>Small form factor only</source>
        <translation>仅限小型机箱</translation>
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
        <translation>规划装机</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="166"/>
        <source> months</source>
        <translation> 个月</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="178"/>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="226"/>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="230"/>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="240"/>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="197"/>
        <source>Open frame allowed</source>
        <translation>允许开放式机架</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="212"/>
        <source>any region</source>
        <translation>任何区域</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="250"/>
        <source>Plan</source>
        <translation>规划</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="257"/>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="294"/>
        <source>Job</source>
        <translation>任务</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="258"/>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="259"/>
        <source>Objective</source>
        <translation>目标</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="260"/>
        <source>Horizon</source>
        <translation>期间</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="262"/>
        <source>Electricity / kWh</source>
        <translation>电价 / kWh</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="263"/>
        <source>Wall circuit</source>
        <translation>插座回路</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="264"/>
        <source>Case</source>
        <translation>机箱</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="267"/>
        <source>Cloud region</source>
        <translation>云区域</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="270"/>
        <source>Builds listed</source>
        <translation>列出方案数</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="281"/>
        <source>Pick the job, the budget and the site, then Plan.</source>
        <translation>选择任务、预算和场地，然后点击“规划”。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="291"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="292"/>
        <source>Build</source>
        <translation>装机方案</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="293"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="295"/>
        <source>Wall W</source>
        <translation>插座瓦数</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="296"/>
        <source>Total</source>
        <translation>总计</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="297"/>
        <source>Per job</source>
        <translation>每次任务</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="309"/>
        <source>Open in editor</source>
        <translation>在编辑器中打开</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_chart.py" line="39"/>
        <location filename="../../dlbox/ui/dialogs/plan_chart.py" line="108"/>
        <source>parts price</source>
        <translation>配件价格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_chart.py" line="40"/>
        <location filename="../../dlbox/ui/dialogs/plan_chart.py" line="106"/>
        <source>job hours</source>
        <translation>任务小时数</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_chart.py" line="41"/>
        <source>Price vs job time (front in colour)</source>
        <translation>价格与任务时间（彩色为最优前沿）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_chart.py" line="59"/>
        <source>Press Plan: every build within the budget appears here, its parts price against its job time</source>
        <translation>点击“规划”：预算内的每个方案都会出现在这里，以配件价格对照任务时间</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_chart.py" line="104"/>
        <source>job hours (log scale)</source>
        <translation>任务小时数（对数刻度）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="323"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="415"/>
        <source>Tick at least one job to plan for.</source>
        <translation>请至少勾选一项要规划的任务。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="423"/>
        <source>No current cloud offer in a region matching “{region}”.</source>
        <translation>没有区域匹配“{region}”的现行云端方案。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="478"/>
        <source>Cloud: {cost} a job on {offer}.</source>
        <translation>云：在 {offer} 上每次任务 {cost}。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="487"/>
        <source>{n} build checked clean within {budget}. </source>
        <translation>{n} 个方案在 {budget} 内通过检查。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="489"/>
        <source>{n} builds checked clean within {budget}. </source>
        <translation>{n} 个方案在 {budget} 内通过检查。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="515"/>
        <source>Parts:</source>
        <translation>配件：</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="268"/>
        <source>Precision, adapter</source>
        <translation>精度、适配器</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="269"/>
        <source>ZeRO, epochs</source>
        <translation>ZeRO、训练轮数</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="241"/>
        <source>Precision (default: the workload&apos;s)</source>
        <translation>精度（默认：工作负载的设置）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="48"/>
        <source>US East</source>
        <translation>美国东部</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="49"/>
        <source>US West</source>
        <translation>美国西部</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="50"/>
        <source>Europe</source>
        <translation>欧洲</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="51"/>
        <source>Asia</source>
        <translation>亚洲</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="52"/>
        <source>Japan</source>
        <translation>日本</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="53"/>
        <source>Tokyo</source>
        <translation>东京</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="54"/>
        <source>Korea</source>
        <translation>韩国</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="55"/>
        <source>Seoul</source>
        <translation>首尔</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="56"/>
        <source>Taiwan</source>
        <translation>台湾</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="201"/>
        <source>Include used cards</source>
        <translation>包含二手显卡</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="204"/>
        <source>Also plan with used prices (resale listings): each card&apos;s used price is an option of its own beside its new price. Off: new prices only.</source>
        <translation>也按二手价格（转售挂牌）规划：每张卡的二手价格与其全新价格并列，各为一个选项。关闭时：只用全新价格。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="242"/>
        <source>Adapter (default: the workload&apos;s)</source>
        <translation>适配器（默认：工作负载的设置）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="243"/>
        <source>Epochs (default: the workload&apos;s)</source>
        <translation>训练轮数（默认：工作负载的设置）</translation>
    </message>
</context>
<context>
    <name>PowerGauge</name>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="73"/>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="120"/>
        <source>Power: checking…</source>
        <translation>功耗：检查中…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="75"/>
        <source>Power: the compatibility check is not available yet.</source>
        <translation>功耗：兼容性检查暂不可用。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="77"/>
        <source>Sustained load ≈ %1 W (GPUs at board power + CPU PL2/PPT + rest)</source>
        <translation>持续负载 ≈ %1 W（显卡整卡功耗 + 处理器 PL2/PPT + 其他）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="83"/>
        <source>Transient peaks ≈ %1 W (sub-millisecond GPU spikes)</source>
        <translation>瞬时峰值 ≈ %1 W（显卡亚毫秒级尖峰）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="89"/>
        <source>PSU rating %1 W — load is %2% of it</source>
        <translation>电源额定 %1 W — 负载占 %2%</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="94"/>
        <source>No power supply in the build yet.</source>
        <translation>配置中还没有电源。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="97"/>
        <source>Recommended PSU ≥ %1 W</source>
        <translation>建议电源 ≥ %1 W</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="122"/>
        <source>Power: not checked</source>
        <translation>功耗：未检查</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="126"/>
        <source>Sustained load %1 W</source>
        <translation>持续负载 %1 W</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="129"/>
        <source>PSU %1 W</source>
        <translation>电源 %1 W</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="131"/>
        <source>no PSU</source>
        <translation>无电源</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="136"/>
        <source>recommended PSU ≥ %1 W</source>
        <translation>建议电源 ≥ %1 W</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="147"/>
        <source>Transient peaks %1 W (millisecond spikes, not sustained)</source>
        <translation>瞬时峰值 %1 W（毫秒级尖峰，并非持续负载）</translation>
    </message>
</context>
<context>
    <name>Precision</name>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="261"/>
        <source>Single precision (FP32)</source>
        <translation>单精度 (FP32)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="262"/>
        <source>Tensor-core FP32 (TF32)</source>
        <translation>张量核心 FP32 (TF32)</translation>
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
        <translation>8 位浮点数 (FP8)</translation>
    </message>
</context>
<context>
    <name>PriceBasis</name>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="26"/>
        <source>source not given</source>
        <translation>未注明来源</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="39"/>
        <source>GPU %1 (your price)</source>
        <translation>显卡 %1（你的价格）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="40"/>
        <source>no date</source>
        <translation>无日期</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="43"/>
        <source>GPU %1 used, %2, %3</source>
        <translation>显卡 %1 二手，%2，%3</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="45"/>
        <source>GPU %1, %2, %3</source>
        <translation>显卡 %1，%2，%3</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="81"/>
        <location filename="../../dlbox/ui/price_basis.py" line="143"/>
        <source>%1 older than %2 days</source>
        <translation>%1 项超过 %2 天</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="87"/>
        <location filename="../../dlbox/ui/price_basis.py" line="157"/>
        <source>%1 at your own price</source>
        <translation>%1 项使用自定义价格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="93"/>
        <location filename="../../dlbox/ui/price_basis.py" line="151"/>
        <source>%1 not street prices (%2)</source>
        <translation>%1 项非市场价格（%2）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="98"/>
        <source>prices: %1</source>
        <translation>价格：%1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="104"/>
        <source>street prices of %1</source>
        <translation>%1 的市场价格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="106"/>
        <source>prices of %1 (%2 among them)</source>
        <translation>%1 的价格（其中含%2）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="115"/>
        <source>%1 older than %2 days (orange in Build): check today&apos;s price</source>
        <translation>%1 项价格超过 %2 天（配置中以橙色标示）：请查询当前价格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="121"/>
        <source>%1 at your own price (Edit ▸ Set Line Price…)</source>
        <translation>%1 项使用你自定义的价格（编辑 ▸ 设置此项价格…）</translation>
    </message>
</context>
<context>
    <name>PriceDialog</name>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="53"/>
        <source>Price of %1</source>
        <translation>%1 的价格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="75"/>
        <source>Where it comes from: shop, quote number, used market…</source>
        <translation>价格来源:商店、报价单号、二手市场…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="79"/>
        <source>Optional: used, incl. tax, …</source>
        <translation>选填:二手、含税…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="101"/>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="102"/>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="103"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="104"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="105"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="111"/>
        <source>Use the Catalogue Price</source>
        <translation>改用目录价格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="155"/>
        <source>Currency: expected a 3-letter ISO code such as TWD.</source>
        <translation>币种:需为 3 个字母的 ISO 代码,例如 TWD。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="157"/>
        <source>Source: say where the price comes from (at least 3 characters).</source>
        <translation>来源:请说明价格出处(至少 3 个字符)。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="180"/>
        <source>The catalogue has no price for this part.</source>
        <translation>目录中没有此配件的价格。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="182"/>
        <source>Catalogue price: %1 %2 on %3 (%4)</source>
        <translation>目录价格：%1 %2，%3（%4）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="185"/>
        <source>unknown date</source>
        <translation>日期不明</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="186"/>
        <source>source not given</source>
        <translation>未注明来源</translation>
    </message>
</context>
<context>
    <name>PriceWords</name>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="26"/>
        <source>list</source>
        <translation>标价</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="27"/>
        <source>reseller</source>
        <translation>经销商报价</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="31"/>
        <source>List price: what the seller publishes, not a street listing; buyers often pay less</source>
        <translation>标价：卖家公布的价格，并非市场实际售价；买家实付通常更低</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="35"/>
        <source>Reseller quote: what a reseller asks for the card (datacentre cards are sold so), not a street listing</source>
        <translation>经销商报价：经销商对这张卡的报价（数据中心显卡多以此方式销售），并非市场实际售价</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="41"/>
        <source>At least this much: the source gives only a lower bound, not the price</source>
        <translation>至少此金额：来源只给出下限，而非实际价格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="93"/>
        <source>not listed</source>
        <translation>未列出</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="94"/>
        <source>none found</source>
        <translation>查无价格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="98"/>
        <source>Not listed at %1 on %2</source>
        <translation>%2 的 %1 未列出</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="99"/>
        <source>No price found in %1 (searched %2)</source>
        <translation>在%1找不到价格（%2 查询）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="101"/>
        <source>the US</source>
        <translation>美国</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="102"/>
        <source>Taiwan</source>
        <translation>台湾</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="103"/>
        <source>Korea</source>
        <translation>韩国</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="104"/>
        <source>China</source>
        <translation>中国</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="169"/>
        <source> + %1 part without a price</source>
        <translation> + %1 个配件没有价格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="171"/>
        <source> + %1 parts without a price</source>
        <translation> + %1 个配件没有价格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="181"/>
        <source>no price for %1: left out of the capital, so owning looks cheaper</source>
        <translation>%1 没有价格：未计入购置成本，因此自购看起来比实际便宜</translation>
    </message>
</context>
<context>
    <name>Pricing</name>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="115"/>
        <source>on-demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="116"/>
        <source>spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="117"/>
        <source>preemptible</source>
        <translation>抢占式</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="118"/>
        <source>1-year reserved</source>
        <translation>1 年预留</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="119"/>
        <source>3-year reserved</source>
        <translation>3 年预留</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="120"/>
        <source>1-year committed</source>
        <translation>1 年承诺使用</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="121"/>
        <source>3-year committed</source>
        <translation>3 年承诺使用</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="122"/>
        <source>sustained use</source>
        <translation>持续使用折扣</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="123"/>
        <source>monthly</source>
        <translation>包月</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="124"/>
        <source>free</source>
        <translation>免费</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="125"/>
        <source>1-year savings plan</source>
        <translation>1 年节省计划</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="126"/>
        <source>3-year savings plan</source>
        <translation>3 年节省计划</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="127"/>
        <source>capacity block</source>
        <translation>容量块</translation>
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
更新已停止，没有任何更改。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/refresh_prices.py" line="46"/>
        <source>Cancelled; nothing was changed.</source>
        <translation>已取消，没有任何更改。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/refresh_prices.py" line="109"/>
        <source>File %1 of %2: %3</source>
        <translation>文件 %1/%2：%3</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/refresh_prices.py" line="72"/>
        <source>Folder with saved price files (aws/, azure/, gcp/, …)</source>
        <translation>存放价格文件的文件夹（aws/、azure/、gcp/…）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/refresh_prices.py" line="86"/>
        <source>Reading price files…</source>
        <translation>正在读取价格文件…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/refresh_prices.py" line="88"/>
        <location filename="../../dlbox/ui/dialogs/refresh_prices.py" line="127"/>
        <location filename="../../dlbox/ui/dialogs/refresh_prices.py" line="146"/>
        <source>Refresh Cloud Prices</source>
        <translation>更新云端价格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/refresh_prices.py" line="138"/>
        <source>Stored %1 prices (%2); %3 rows skipped.</source>
        <translation>已保存 %1 条价格（%2），跳过 %3 行。</translation>
    </message>
</context>
<context>
    <name>Regions</name>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="291"/>
        <source>N. Virginia</source>
        <translation>北弗吉尼亚</translation>
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
        <translation>俄勒冈</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="295"/>
        <source>Cape Town</source>
        <translation>开普敦</translation>
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
        <translation>东京</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="299"/>
        <source>Seoul</source>
        <translation>首尔</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="300"/>
        <source>Osaka</source>
        <translation>大阪</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="301"/>
        <source>Mumbai</source>
        <translation>孟买</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="302"/>
        <source>Hyderabad</source>
        <translation>海得拉巴</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="303"/>
        <source>Singapore</source>
        <translation>新加坡</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="304"/>
        <source>Sydney</source>
        <translation>悉尼</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="305"/>
        <source>Jakarta</source>
        <translation>雅加达</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="306"/>
        <source>Melbourne</source>
        <translation>墨尔本</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="307"/>
        <source>Malaysia</source>
        <translation>马来西亚</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="308"/>
        <source>Thailand</source>
        <translation>泰国</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="309"/>
        <source>Calgary</source>
        <translation>卡尔加里</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="310"/>
        <source>Frankfurt</source>
        <translation>法兰克福</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="311"/>
        <source>Zurich</source>
        <translation>苏黎世</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="312"/>
        <source>Ireland</source>
        <translation>爱尔兰</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="313"/>
        <source>London</source>
        <translation>伦敦</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="314"/>
        <source>Paris</source>
        <translation>巴黎</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="315"/>
        <source>Milan</source>
        <translation>米兰</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="316"/>
        <source>Spain</source>
        <translation>西班牙</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="317"/>
        <source>Stockholm</source>
        <translation>斯德哥尔摩</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="318"/>
        <source>Tel Aviv</source>
        <translation>特拉维夫</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="319"/>
        <source>Bahrain</source>
        <translation>巴林</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="320"/>
        <source>UAE</source>
        <translation>阿联酋</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="321"/>
        <source>Sao Paulo</source>
        <translation>圣保罗</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="322"/>
        <source>Taiwan</source>
        <translation>台湾</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="323"/>
        <source>Delhi</source>
        <translation>德里</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="324"/>
        <source>Iowa</source>
        <translation>艾奥瓦</translation>
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
        <translation>南卡罗来纳</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="328"/>
        <source>Columbus</source>
        <translation>哥伦布</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="329"/>
        <source>Dallas</source>
        <translation>达拉斯</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="330"/>
        <source>Los Angeles</source>
        <translation>洛杉矶</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="331"/>
        <source>Salt Lake City</source>
        <translation>盐湖城</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="332"/>
        <source>Las Vegas</source>
        <translation>拉斯维加斯</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="333"/>
        <source>Montreal</source>
        <translation>蒙特利尔</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="334"/>
        <source>Toronto</source>
        <translation>多伦多</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="335"/>
        <source>Santiago</source>
        <translation>圣地亚哥</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="336"/>
        <source>Warsaw</source>
        <translation>华沙</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="337"/>
        <source>Finland</source>
        <translation>芬兰</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="338"/>
        <source>Madrid</source>
        <translation>马德里</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="339"/>
        <source>Belgium</source>
        <translation>比利时</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="340"/>
        <source>Netherlands</source>
        <translation>荷兰</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="341"/>
        <source>Berlin</source>
        <translation>柏林</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="342"/>
        <source>Turin</source>
        <translation>都灵</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="343"/>
        <source>Doha</source>
        <translation>多哈</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="344"/>
        <source>Dammam</source>
        <translation>达曼</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="345"/>
        <source>Johannesburg</source>
        <translation>约翰内斯堡</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="346"/>
        <source>Virginia</source>
        <translation>弗吉尼亚</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="347"/>
        <source>Illinois</source>
        <translation>伊利诺伊</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="348"/>
        <source>Texas</source>
        <translation>得克萨斯</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="349"/>
        <source>Wyoming</source>
        <translation>怀俄明</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="350"/>
        <source>California</source>
        <translation>加利福尼亚</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="351"/>
        <source>Washington</source>
        <translation>华盛顿州</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="352"/>
        <source>Phoenix</source>
        <translation>菲尼克斯</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="353"/>
        <source>Quebec</source>
        <translation>魁北克</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="354"/>
        <source>Queretaro</source>
        <translation>克雷塔罗</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="355"/>
        <source>Cardiff</source>
        <translation>加的夫</translation>
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
        <translation>日内瓦</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="359"/>
        <source>Israel</source>
        <translation>以色列</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="360"/>
        <source>Dubai</source>
        <translation>迪拜</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="361"/>
        <source>Abu Dhabi</source>
        <translation>阿布扎比</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="362"/>
        <source>Chennai</source>
        <translation>金奈</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="363"/>
        <source>Nagpur</source>
        <translation>那格浦尔</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="364"/>
        <source>Jamnagar</source>
        <translation>贾姆纳格尔</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="365"/>
        <source>Kuala Lumpur</source>
        <translation>吉隆坡</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="366"/>
        <source>Canberra</source>
        <translation>堪培拉</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="367"/>
        <source>Victoria</source>
        <translation>维多利亚州</translation>
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
        <translation>激活检查点（重算激活值）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="25"/>
        <source>batch 1 per GPU</source>
        <translation>每张 GPU 批大小 1</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="57"/>
        <source>batch %(n)s per GPU</source>
        <translation>每张 GPU 批大小 %(n)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="26"/>
        <source>8-bit optimizer</source>
        <translation>8 位优化器</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="24"/>
        <source>selective activation checkpointing</source>
        <translation>选择性激活检查点（只重算部分激活值）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="27"/>
        <source>paged 8-bit optimizer, stepped in backward</source>
        <translation>分页式 8 位优化器（在反向传播中更新）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="28"/>
        <source>LoRA adapters</source>
        <translation>LoRA 适配器</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="29"/>
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA（4 位基座模型）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="30"/>
        <source>optimizer offload to CPU RAM</source>
        <translation>优化器卸载到 CPU 内存</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="31"/>
        <source>weights and optimizer offload to CPU RAM</source>
        <translation>权重和优化器卸载到 CPU 内存</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="32"/>
        <source>a GPU with more memory</source>
        <translation>显存更大的 GPU</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="33"/>
        <source>fused AdamW</source>
        <translation>融合式 AdamW</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="34"/>
        <source>8-bit KV cache</source>
        <translation>8 位 KV 缓存</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="35"/>
        <source>8-bit KV cache and 8-bit weights</source>
        <translation>8 位 KV 缓存与 8 位权重</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="36"/>
        <source>1 concurrent stream</source>
        <translation>同时 1 个流</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="37"/>
        <source>1 concurrent stream with 8-bit KV cache</source>
        <translation>同时 1 个流，使用 8 位 KV 缓存</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="38"/>
        <source>FlashAttention (llama.cpp -fa on)</source>
        <translation>启用 FlashAttention（llama.cpp -fa on）</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="46"/>
        <source>ZeRO-%(stage)s across the %(n)s GPUs</source>
        <translation>在 %(n)s 张 GPU 上使用 ZeRO-%(stage)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="51"/>
        <source>%(n)s GPUs with ZeRO-3</source>
        <translation>%(n)s 张 GPU 并使用 ZeRO-3</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="54"/>
        <source>%(n)s GPUs</source>
        <translation>%(n)s 张 GPU</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="62"/>
        <source>%(n)s concurrent streams</source>
        <translation>同时 %(n)s 个流</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="67"/>
        <source>%(n)s concurrent streams with 8-bit KV cache</source>
        <translation>同时 %(n)s 个流，使用 8 位 KV 缓存</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="72"/>
        <source>context %(tokens)s tokens</source>
        <translation>上下文 %(tokens)s 个词元</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="77"/>
        <source>gpu_memory_utilization %(value)s</source>
        <translation>gpu_memory_utilization 设为 %(value)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="82"/>
        <source>%(bits)s-bit weights</source>
        <translation>%(bits)s 位权重</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="97"/>
        <source>%(first)s + %(second)s</source>
        <translation>%(first)s + %(second)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="119"/>
        <source>%(remedy)s (×%(speed)s speed at batch %(batch)s per GPU)</source>
        <translation>%(remedy)s（每张 GPU 批次 %(batch)s 时速度 ×%(speed)s）</translation>
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
        <translation>以您的币种加到每个报价的任务成本；0 表示不计入</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="278"/>
        <source>Data out per job</source>
        <translation>每次任务传出数据</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="280"/>
        <source>Data stored</source>
        <translation>存储数据</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="279"/>
        <source>Egress price</source>
        <translation>出站流量价格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="273"/>
        <source>Job extras in the cloud</source>
        <translation>云端任务额外费用</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="283"/>
        <source>Storage price</source>
        <translation>存储价格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="49"/>
        <source>On-demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="50"/>
        <source>Spot / preemptible</source>
        <translation>竞价 / 抢占式</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="51"/>
        <source>1-year reserved / committed</source>
        <translation>1 年预留 / 承诺使用</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="52"/>
        <source>3-year reserved / committed</source>
        <translation>3 年预留 / 承诺使用</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="53"/>
        <source>Sustained-use discount</source>
        <translation>持续使用折扣</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="54"/>
        <source>Monthly subscription</source>
        <translation>包月订阅</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="55"/>
        <source>Free tiers</source>
        <translation>免费套餐</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="59"/>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="60"/>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="61"/>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="79"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="94"/>
        <source>Every price and cost is shown in this currency</source>
        <translation>所有价格和成本均以此货币显示</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="101"/>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="335"/>
        <source>Currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="102"/>
        <source>Units per 1 USD</source>
        <translation>每 1 美元兑换</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="110"/>
        <source>Your own exchange rates; they override the rates shipped with dlbox.
Shipped rates are shown in grey and carry their own date.</source>
        <translation>您自定义的汇率，会覆盖 dlbox 内置的汇率。
内置汇率以灰色显示，并附有各自的日期。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="118"/>
        <source>Add rate</source>
        <translation>添加汇率</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="120"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="125"/>
        <source>date and source of your rates, e.g. 2025-06-01 ECB</source>
        <translation>汇率的日期和来源，例如 2025-06-01 ECB</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="128"/>
        <source>My price</source>
        <translation>自定义电价</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="146"/>
        <source>Your price per kWh, in the display currency. Unticked: 0.12 USD/kWh,
the worked example of the cost model (Dettmers), converted.</source>
        <translation>每度电（kWh）的价格，以显示货币计。未勾选时：使用成本模型示例
（Dettmers）的 0.12 USD/kWh，并换算为显示货币。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="162"/>
        <source>Share of calendar time the box spends training: personal desktop 5–15 %,
shared lab cluster above 35 %, company cluster above 60 %.</source>
        <translation>机器用于训练的时间比例：个人台式机 5–15%，
实验室共享集群 35% 以上，企业集群 60% 以上。</translation>
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
        <translation>早于此天数的市场价格会在目录与配置清单中标示为旧价格：
购买前请查看今日价格。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="191"/>
        <source>Mains voltage where the box runs, for the wall-circuit check: e.g. 100 V Japan,
110 V Taiwan, 120 V US and Canada, 220 V Korea and China, 230 V Europe.</source>
        <translation>机器所在地的市电电压，用于市电电路检查：例如日本 100 V、
台湾地区 110 V、美国和加拿大 120 V、韩国和中国大陆 220 V、欧洲 230 V。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="203"/>
        <source>Rating of the breaker or fuse of the circuit the box plugs into; the check keeps
a continuous load at 80 % of it.</source>
        <translation>机器所接电路的断路器或保险丝的额定电流；检查时会把持续负载
控制在其 80% 以内。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="210"/>
        <source>I need FP64 (double-precision scientific code)</source>
        <translation>我需要 FP64（双精度科学计算代码）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="220"/>
        <source>While you keep editing, an unsaved build is autosaved this often; it is also
autosaved a few seconds after you stop. A crash loses at most this much work.</source>
        <translation>持续编辑时,未保存的配置会按此间隔自动保存;停止编辑几秒后
也会自动保存。崩溃时最多只会丢失这段时间内的修改。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="227"/>
        <source>The check then notes GPUs that are slow at double precision (most GeForce cards).</source>
        <translation>勾选后，检查会标出双精度运算很慢的显卡（大多数 GeForce 显卡）。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="236"/>
        <source>Cloud providers whose offers appear in the charts (none ticked: all)</source>
        <translation>在图表中显示其方案的云服务商（都不勾选：全部显示）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="249"/>
        <source>(cloud offers are not available in this version)</source>
        <translation>（此版本不提供云方案）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="262"/>
        <source>Pricing models shown</source>
        <translation>显示的计费方式</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="319"/>
        <source>System (%1)</source>
        <translation>跟随系统（%1）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="333"/>
        <source>Money</source>
        <translation>金额</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="345"/>
        <source>Exchange rates</source>
        <translation>汇率</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="347"/>
        <source>Your rates as of</source>
        <translation>自定义汇率日期</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="351"/>
        <source>Electricity</source>
        <translation>电价</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="352"/>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="353"/>
        <source>Flag prices older than</source>
        <translation>标示早于此天数的价格</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="355"/>
        <source>Where the box runs</source>
        <translation>机器所在地</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="357"/>
        <source>Mains voltage</source>
        <translation>市电电压</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="358"/>
        <source>Circuit rating</source>
        <translation>电路额定电流</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="361"/>
        <source>Cloud offers</source>
        <translation>云方案</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="367"/>
        <source>Appearance</source>
        <translation>外观</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="369"/>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="370"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="371"/>
        <source>Autosave every</source>
        <translation>自动保存间隔</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="396"/>
        <source>%1/GB per month</source>
        <translation>%1/GB・每月</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="449"/>
        <source>Grey: shipped with dlbox, as of %1</source>
        <translation>灰色：dlbox 内置，日期 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="461"/>
        <source>Shipped with dlbox (%1); type a new value to use your own</source>
        <translation>dlbox 内置（%1）；输入新数值即可改用自定义汇率</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="326"/>
        <source>Texts, numbers, dates and money follow this language, from the moment you press OK</source>
        <translation>文字、数字、日期和金额都按此语言显示，按“确定”后立即生效</translation>
    </message>
</context>
<context>
    <name>StackBox</name>
    <message>
        <location filename="../../dlbox/ui/widgets/stack_box.py" line="44"/>
        <source>The training software, for the memory it keeps: FSDP with reentrant checkpointing holds every layer&apos;s input, DeepSpeed its gradient bucket and gathered weights, LitGPT its chunked logits</source>
        <translation>训练软件，决定显存中保留哪些数据：使用可重入检查点的 FSDP 保留每一层的输入，DeepSpeed 保留梯度缓冲区和收集来的权重，LitGPT 保留分块的 logits</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="68"/>
        <source>images/s</source>
        <translation>张/秒</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="69"/>
        <source>sequences/s</source>
        <translation>序列/秒</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="70"/>
        <source>tokens/s</source>
        <translation>词元/秒</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="71"/>
        <source>samples/s</source>
        <translation>样本/秒</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="74"/>
        <source>images per epoch</source>
        <translation>张图片／每个 epoch</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="75"/>
        <source>sequences per epoch</source>
        <translation>个序列／每个 epoch</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="76"/>
        <source>tokens per epoch</source>
        <translation>个词元／每个 epoch</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="77"/>
        <source>samples per epoch</source>
        <translation>个样本／每个 epoch</translation>
    </message>
</context>
<context>
    <name>Values</name>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="75"/>
        <source> (x%1 when shared)</source>
        <translation>（共享时为 x%1）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="82"/>
        <source>%1: PCIe %2.0 x%3, %4</source>
        <translation>%1：PCIe %2.0 x%3，%4</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="89"/>
        <source>, SATA too</source>
        <translation>，也支持 SATA</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="21"/>
        <source>2.5-inch</source>
        <translation>2.5 英寸</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="22"/>
        <source>3.5-inch</source>
        <translation>3.5 英寸</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="92"/>
        <source>; disables %1</source>
        <translation>；会停用 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="28"/>
        <source>AIO liquid</source>
        <translation>一体式水冷</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="35"/>
        <source>CPU</source>
        <translation>处理器</translation>
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
        <translation>MXM 模块</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="14"/>
        <source>NVMe SSD</source>
        <translation>NVMe SSD</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="32"/>
        <source>OAM module</source>
        <translation>OAM 模块</translation>
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
        <translation>SXM 模块</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="20"/>
        <source>U.2</source>
        <translation>U.2</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="27"/>
        <source>air</source>
        <translation>风冷</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="24"/>
        <source>blower</source>
        <translation>涡轮式</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="36"/>
        <source>chipset</source>
        <translation>芯片组</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="37"/>
        <source>fully modular</source>
        <translation>全模组</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="16"/>
        <source>hard disk</source>
        <translation>机械硬盘</translation>
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
        <translation>开放式</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="25"/>
        <source>passive</source>
        <translation>被动散热</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="38"/>
        <source>semi-modular</source>
        <translation>半模组</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="39"/>
        <source>PCIe switch</source>
        <translation>PCIe 交换芯片</translation>
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
        <translation>官方支持</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="43"/>
        <source>unofficial</source>
        <translation>非官方</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="44"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="45"/>
        <source>80 PLUS White</source>
        <translation>80 PLUS 白牌</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="46"/>
        <source>80 PLUS Bronze</source>
        <translation>80 PLUS 铜牌</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="47"/>
        <source>80 PLUS Silver</source>
        <translation>80 PLUS 银牌</translation>
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
        <translation>80 PLUS 钛金牌</translation>
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
        <translation>全参数微调</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="63"/>
        <source>LoRA fine-tune</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="64"/>
        <source>QLoRA fine-tune</source>
        <translation>QLoRA 微调</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="65"/>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="69"/>
        <source>Fine-tune</source>
        <translation>微调</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="98"/>
        <source>Layout: auto</source>
        <translation>布局：自动</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="99"/>
        <source>Automatic layout: NCHW in PyTorch, NHWC vendor-tuned</source>
        <translation>自动布局：PyTorch 用 NCHW，厂商优化栈用 NHWC</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="103"/>
        <source>Layout: NCHW</source>
        <translation>布局：NCHW</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="104"/>
        <source>NCHW (PyTorch&apos;s default layout)</source>
        <translation>NCHW（PyTorch 默认布局）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="108"/>
        <source>Layout: NHWC</source>
        <translation>布局：NHWC</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="109"/>
        <source>Channels-last (NHWC, torch.channels_last)</source>
        <translation>Channels-last（NHWC，torch.channels_last）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="119"/>
        <source>Experts: transformers 5&apos;s default (grouped_mm)</source>
        <translation>专家：transformers 5 的默认（grouped_mm）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="120"/>
        <source>generate decodes with batched_mm on a GPU: each routed row&apos;s expert weights are copied and read again, so the experts move more bytes than the active weights</source>
        <translation>generate 在 GPU 上以 batched_mm 解码：每个路由行的专家权重会被复制后再读一次，因此专家搬运的字节多于活跃权重</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="128"/>
        <source>Experts: batched_mm</source>
        <translation>专家：batched_mm</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="129"/>
        <source>Copies of every routed row&apos;s expert weights multiplied with torch.bmm (what generate switches grouped_mm to for decoding)</source>
        <translation>复制每个路由行的专家权重，再以 torch.bmm 相乘（generate 解码时把 grouped_mm 换成的方式）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="137"/>
        <source>Experts: eager loop (transformers 4)</source>
        <translation>专家：eager 循环（transformers 4）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="138"/>
        <source>The per-expert loop transformers 4 ran: each hit expert is read once, but the CPU waits on the GPU twice per expert the batch reaches, so fewer tokens/s</source>
        <translation>transformers 4 的逐专家循环：每个被选中的专家只读一次，但批次每触及一个专家，CPU 就要等 GPU 两次，因此词元/秒较少</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="158"/>
        <source>Split: whole layers per GPU</source>
        <translation>切分：每块 GPU 放整层</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="159"/>
        <source>Each GPU holds a run of whole layers and a token passes them in turn: the memory adds, the speed does not</source>
        <translation>每块 GPU 放一段完整的层，词元依次经过：显存相加，速度不会</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="166"/>
        <source>Split: rows of every matrix (-sm row)</source>
        <translation>切分：每个矩阵按行（-sm row）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="167"/>
        <source>Every weight matrix split by rows: the GPUs&apos; bandwidth adds for the weights, each product is gathered on the main GPU, which also holds the KV cache</source>
        <translation>每个权重矩阵按行切分：读权重时各 GPU 的带宽相加，每个乘积都汇集到主 GPU，KV 缓存也在主 GPU 上</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="174"/>
        <source>Split: one GPU only</source>
        <translation>切分：只用一块 GPU</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="175"/>
        <source>The whole model on one GPU; the others add nothing</source>
        <translation>整个模型放在一块 GPU 上；其他 GPU 不增加任何东西</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="178"/>
        <source>Split: tensor parallel</source>
        <translation>切分：张量并行</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="179"/>
        <source>Every layer split over the GPUs: their bandwidth adds, two all-reduces per layer</source>
        <translation>每一层都分散到各 GPU：带宽相加，每层两次 all-reduce</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="254"/>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="394"/>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="266"/>
        <source>The job the speed, memory and cost figures are for; point at an entry of the list for what it runs</source>
        <translation>速度、显存与成本数字所针对的任务；将鼠标移到列表中的项目上可看到它运行的内容</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="274"/>
        <source>Model…</source>
        <translation>模型…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="276"/>
        <source>Pick a model of the library (Llama, Qwen, Mistral, Gemma, …) to fine-tune or serve; the arrow loads your own model&apos;s config.json</source>
        <translation>从模型库选择模型（Llama、Qwen、Mistral、Gemma…）进行微调或推理；点箭头可载入您自己模型的 config.json</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="289"/>
        <source>What the model is for: a fine-tune (full, LoRA, QLoRA) or inference</source>
        <translation>模型的用途：微调（全参数、LoRA、QLoRA）或推理</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="296"/>
        <source>The number format the job computes in (the list names each)</source>
        <translation>任务计算所用的数值格式（列表中列出各格式全名）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="308"/>
        <source>Training samples per epoch (images, sequences, …)</source>
        <translation>每个 epoch 的训练样本数（图像、序列…）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="317"/>
        <source>Passes over the dataset</source>
        <translation>遍历数据集的次数</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="329"/>
        <source>Tokens each stream holds (prompt and answer); the whole prompt is read before the first token</source>
        <translation>每个流保留的词元数（提示与回答）；首个词元生成前须读完整段提示</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="335"/>
        <source>Until you type one: Ollama&apos;s default for the GPUs&apos; memory (4,096 tokens below 24 GiB, 32,768 up to 48 GiB, 262,144 above), shortened to the longest that fits at these streams</source>
        <translation>在您自行输入之前：按 GPU 显存采用 Ollama 的默认值（24 GiB 以下 4,096 个词元、48 GiB 以下 32,768、以上 262,144），并缩短到此流数下能放下的最长值</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="350"/>
        <source>Streams decoded at once (users served together)</source>
        <translation>同时解码的流数（同时服务的用户）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="356"/>
        <source>The serving stack, which sets each token&apos;s fixed costs: llama.cpp (also under Ollama and LM Studio) is the default; vLLM takes 90 % of the card and fills what the weights leave with KV cache; Hugging Face generate waits on the CPU for every token, so fast cards tie. On several GPUs llama.cpp, Hugging Face and AutoAWQ split the model by layers (memory adds, speed does not); vLLM splits every layer (their bandwidth adds); TinyChat uses one GPU</source>
        <translation>服务框架，决定每个词元的固定开销：默认为 llama.cpp（Ollama 和 LM Studio 底层也是它）；vLLM 占用显卡 90 % 的显存，权重之外的空间全部用作 KV 缓存；Hugging Face generate 每个词元都要等 CPU，因此快的显卡也只能打平。在多张 GPU 上，llama.cpp、Hugging Face 和 AutoAWQ 按层拆分模型（显存相加，速度不变）；vLLM 拆分每一层（带宽相加）；TinyChat 只用一张 GPU</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="373"/>
        <source>16-bit</source>
        <translation>16 位</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="375"/>
        <source>16-bit weights</source>
        <translation>16 位权重</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="378"/>
        <source>How the weights are stored: GGUF types (llama.cpp) or GPTQ/AWQ 4-bit with a scale per group; their bits per weight set the memory and the decode speed</source>
        <translation>权重的存储格式：GGUF 类型（llama.cpp）或每组一个缩放系数的 GPTQ/AWQ 4 位；每个权重的位数决定显存占用与解码速度</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="397"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="398"/>
        <source>Dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="400"/>
        <source>Epochs</source>
        <translation>Epoch 数</translation>
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
        <translation>个词元</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="407"/>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="1281"/>
        <source>Concurrency</source>
        <translation>并发数</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="428"/>
        <source>config.json…</source>
        <translation>config.json…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="431"/>
        <source>Estimate a model of your own: load its Hugging Face config.json (layers, width, heads, KV heads, FFN, vocabulary, experts)</source>
        <translation>估计您自己的模型：加载其 Hugging Face config.json（层数、宽度、注意力头、KV 头、FFN、词表、专家数）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="473"/>
        <source>Gradient accumulation: micro-batches whose gradients are summed before one optimizer step. The effective batch is the batch per GPU × this × the GPUs; the optimizer step and the gradient all-reduce run once per step, so a larger count trains a little faster per sample without using more memory</source>
        <translation>梯度累积：先把若干个微批次的梯度相加，再做一次优化器更新。有效批次大小 = 每张显卡的批次 × 此数值 × 显卡数量；优化器更新和梯度 all-reduce 每步只执行一次，所以数值越大，每个样本的训练略快，且不额外占用显存</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="488"/>
        <source>How a CNN keeps its activations: NCHW (PyTorch&apos;s default) transposes them around every tensor-core convolution; channels-last (NHWC) does not. Automatic follows the software stack: NCHW in PyTorch, eager or compiled (torch.compile keeps the layout it is given), NHWC in vendor-tuned stacks</source>
        <translation>CNN 激活值的内存布局：NCHW（PyTorch 默认）在每个张量核心卷积前后都要转置；channels-last（NHWC）则不用。自动：取决于软件栈，PyTorch 无论 eager 还是编译都用 NCHW（torch.compile 沿用输入的布局），厂商优化栈用 NHWC</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="500"/>
        <source>Accum.</source>
        <translation>梯度累积</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="556"/>
        <source>The GPU kernel that multiplies the quantised weights while decoding. Some kernels turn every weight into a float with a conversion instruction, which the GPU runs on a separate unit at a quarter of its integer rate, beside the integer work: it costs tokens/s only where it outlasts that work and decoding is not limited by memory bandwidth. Automatic: the format&apos;s usual kernel (GGUF: llama.cpp MMVQ, GPTQ/AWQ: ExLlamaV2, torchao: tinygemm). 16-bit weights use no such kernel.</source>
        <translation>解码时负责乘以量化权重的 GPU 内核函数。有些内核函数会用转换指令把每个权重转成浮点数；GPU 在另一个单元上以其整数速率的四分之一执行这些指令，与整数运算同时进行：只有当转换比整数运算更久、并且解码不受显存带宽限制时，才会降低每秒词元数。自动：该格式常用的内核函数（GGUF：llama.cpp MMVQ；GPTQ/AWQ：ExLlamaV2；torchao：tinygemm）。16 位权重不使用这类内核函数。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="594"/>
        <source>Mixture of experts</source>
        <translation>混合专家</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="606"/>
        <source>Several GPUs</source>
        <translation>多块 GPU</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="609"/>
        <source>Split: the engine&apos;s own</source>
        <translation>切分：按引擎默认</translation>
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
        <translation>当前版本</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="633"/>
        <source>Other build date…</source>
        <translation>其他版本日期…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="636"/>
        <source>Type the date of your llama.cpp build (YYYY, YYYY-MM or YYYY-MM-DD): Ollama, LM Studio and text-generation-webui each bundle a build of some date</source>
        <translation>输入你的 llama.cpp 版本日期（YYYY、YYYY-MM 或 YYYY-MM-DD）：Ollama、LM Studio 和 text-generation-webui 各自内置某个日期的版本</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="659"/>
        <source>%1: converts every weight</source>
        <translation>%1：转换每个权重</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="571"/>
        <source>Automatic: the format&apos;s usual kernel</source>
        <translation>自动：该格式惯用的内核函数</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="579"/>
        <source>Attention copies K/V to every head (ExLlamaV2, no FlashAttention)</source>
        <translation>注意力把 K/V 复制到每个头（ExLlamaV2，未启用 FlashAttention）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="586"/>
        <source>Plain PyTorch attention after repeat_kv copies the K/V cache out to every query head, so each token reads the cache 1 + 2 × heads/KV-heads times instead of once: far fewer tokens/s at long contexts (ExLlamaV2 with flash attention off)</source>
        <translation>普通 PyTorch 注意力在 repeat_kv 之后会把 K/V 缓存复制到每个查询头，因此每个词元要读取缓存 1 + 2 × 头数/KV 头数 次，而不是一次：长上下文时词元/秒会低很多（ExLlamaV2 关闭 flash attention 时）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="661"/>
        <source>%1: no per-weight conversion</source>
        <translation>%1：无需逐个转换权重</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="689"/>
        <source>From %1 on: %2 (%3)</source>
        <translation>自 %1 起：%2（%3）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="696"/>
        <source>Builds from before the first of llama.cpp&apos;s 2025 CUDA kernel fusions (the builds the estimator&apos;s llama.cpp runs were measured on)</source>
        <translation>llama.cpp 2025 年第一项 CUDA 内核函数融合之前的版本（估算器所用 llama.cpp 实测所跑的版本）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="723"/>
        <source>Current build: %1 kernels a layer</source>
        <translation>当前版本：每层 %1 个内核函数</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="725"/>
        <source>Built before %2: %1 kernels a layer</source>
        <translation>%2 以前的版本：每层 %1 个内核函数</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="730"/>
        <source>Built %2 to %3: %1 kernels a layer</source>
        <translation>%2 至 %3 的版本：每层 %1 个内核函数</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="735"/>
        <source>Build of %2: %1 kernels a layer</source>
        <translation>%2 的版本：每层 %1 个内核函数</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="762"/>
        <source>Date of the llama.cpp build (YYYY, YYYY-MM or YYYY-MM-DD):</source>
        <translation>llama.cpp 版本的日期（YYYY、YYYY-MM 或 YYYY-MM-DD）：</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="890"/>
        <source>Kernel: auto</source>
        <translation>内核函数：自动</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="936"/>
        <source>loading workloads…</source>
        <translation>正在加载工作负载…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="965"/>
        <source>GPTQ/AWQ 4-bit, group %1</source>
        <translation>GPTQ/AWQ 4 位，每组 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="967"/>
        <source>torchao int4, group %1</source>
        <translation>torchao int4，每组 %1</translation>
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
        <translation>（无法提供速度估计）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="989"/>
        <source>The training-speed estimator is not available in this version.</source>
        <translation>此版本不提供训练速度估算器。</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="1049"/>
        <source>Load a model&apos;s config.json</source>
        <translation>加载模型的 config.json</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="1051"/>
        <source>Hugging Face config (*.json)</source>
        <translation>Hugging Face 配置文件 (*.json)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="1061"/>
        <source>Cannot use this config</source>
        <translation>无法使用此配置文件</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="1119"/>
        <source>Only decoder language models are served token by token</source>
        <translation>只有解码器语言模型会逐词元生成（推理）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="22"/>
        <source>Latents: the VAE encodes every image</source>
        <translation>潜变量：VAE 编码每张图像</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="23"/>
        <source>The VAE encoder runs on every image each step (diffusers&apos; scripts)</source>
        <translation>每一步都对每张图像运行 VAE 编码器（diffusers 的脚本）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="30"/>
        <source>Latents cached before training</source>
        <translation>训练前缓存潜变量</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="31"/>
        <source>Latents computed once before training: no VAE in the step (faster per image)</source>
        <translation>潜变量在训练前计算一次：每一步不运行 VAE（每张图像更快）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="39"/>
        <source>Text encoder: frozen, run every step</source>
        <translation>文本编码器：冻结，每一步运行</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="40"/>
        <source>The text encoder runs forward, frozen, every step</source>
        <translation>文本编码器每一步都以冻结状态运行前向传播</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="45"/>
        <source>Text encoder: embeddings cached</source>
        <translation>文本编码器：缓存嵌入</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="46"/>
        <source>Prompt embeddings computed once: no text encoder in the step (a little faster)</source>
        <translation>提示词嵌入只计算一次：每一步不运行文本编码器（稍快）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="54"/>
        <source>Text encoder trained with the U-Net</source>
        <translation>文本编码器与 U-Net 一起训练</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="55"/>
        <source>Trained text encoder: its backward every step, and its weights, gradients and optimizer states in memory (its LoRA maps with LoRA)</source>
        <translation>训练文本编码器：每一步多一次反向传播，其权重、梯度和优化器状态占用显存（使用 LoRA 时为其 LoRA 矩阵）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="64"/>
        <source>VAE precision: the workload&apos;s usual</source>
        <translation>VAE 精度：工作负载的默认值</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="65"/>
        <source>The VAE in the precision the workload&apos;s source ran it in</source>
        <translation>VAE 使用工作负载来源所用的精度</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="72"/>
        <source>VAE in FP32</source>
        <translation>VAE 使用 FP32</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="73"/>
        <source>The VAE kept in FP32 to avoid NaN losses (SDXL scripts, --no_half_vae): it runs at the FP32/TF32 rate, slower than 16-bit</source>
        <translation>VAE 保持 FP32 以避免 NaN 损失（SDXL 脚本、--no_half_vae）：以 FP32/TF32 速率运行，比 16 位慢</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="82"/>
        <source>VAE in 16-bit</source>
        <translation>VAE 使用 16 位</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="83"/>
        <source>The VAE in the run&apos;s 16-bit precision, at the tensor-core rate</source>
        <translation>VAE 使用本次训练的 16 位精度，以张量核心速率运行</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="90"/>
        <source>Attention: fused (xformers, SDPA)</source>
        <translation>注意力：融合（xformers、SDPA）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="91"/>
        <source>A fused attention kernel (xformers or PyTorch 2 SDPA): scores never stored</source>
        <translation>融合注意力内核函数（xformers 或 PyTorch 2 SDPA）：注意力分数不写入显存</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="99"/>
        <source>Attention: materialized (no xformers)</source>
        <translation>注意力：显式计算（无 xformers）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="100"/>
        <source>Every attention score written to memory and read back: slower, and far more activation memory without checkpointing</source>
        <translation>每个注意力分数都写入显存再读回：更慢，且不使用检查点时激活值显存多很多</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="109"/>
        <source>Prior preservation (DreamBooth)</source>
        <translation>先验保留（DreamBooth）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="110"/>
        <source>Prior preservation: a class image with every instance image doubles the U-Net work and activations per step (speed in instance images/s)</source>
        <translation>先验保留：每张实例图像搭配一张类别图像，每一步的 U-Net 计算和激活值加倍（速度以实例图像/秒计）</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="119"/>
        <source>EMA of the weights</source>
        <translation>权重的 EMA</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="120"/>
        <source>An EMA copy of the trained weights: an FP32 shadow in GPU memory (4 bytes per parameter) and an update of every tensor each optimizer step</source>
        <translation>训练权重的 EMA 副本：显存中的 FP32 影子副本（每个参数 4 字节），且每次优化器步骤都要更新每个张量</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="140"/>
        <source>What a diffusion fine-tuning step runs besides the U-Net: cached latents or text embeddings, a trained text encoder, the VAE&apos;s precision, the attention kernel, DreamBooth prior preservation and an EMA. Each changes the speed and the memory as `dlbox estimate` does</source>
        <translation>扩散模型微调的每一步除了 U-Net 之外还运行什么：缓存的潜变量或文本嵌入、一起训练的文本编码器、VAE 的精度、注意力内核函数、DreamBooth 先验保留和 EMA。每一项都像 `dlbox estimate` 一样改变速度和显存</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="209"/>
        <source>Options…</source>
        <translation>选项…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/pytorch_menu.py" line="61"/>
        <source>The PyTorch release the training runs: on H100, H200 and B200 GPUs its attention (scaled_dot_product_attention) picks cuDNN&apos;s kernel in some releases and FlashAttention&apos;s, which runs at about half a Hopper&apos;s tensor peak, in others</source>
        <translation>训练所用的 PyTorch 版本：在 H100、H200 与 B200 上，其注意力（scaled_dot_product_attention）在某些版本选用 cuDNN 的内核函数，在另一些版本选用 FlashAttention 的内核函数，后者约只有 Hopper 张量峰值的一半</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/pytorch_menu.py" line="85"/>
        <source>PyTorch %1 or newer</source>
        <translation>PyTorch %1 或更新</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/pytorch_menu.py" line="87"/>
        <source>PyTorch %1 or older</source>
        <translation>PyTorch %1 或更旧</translation>
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
